export default function NotFoundPage() {
  return <main><h1>not-found</h1></main>
}
