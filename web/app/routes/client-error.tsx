export default function ClientErrorPage() {
  return <main><h1>client-error</h1></main>
}
