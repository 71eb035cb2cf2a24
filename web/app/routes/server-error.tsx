export default function ServerErrorPage() {
  return <main><h1>server-error</h1></main>
}
