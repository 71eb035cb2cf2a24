export default function DatabaseErrorPage() {
  return <main><h1>database-error</h1></main>
}
