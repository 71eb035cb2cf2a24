export default function ManagePage() {
  return <main><h1>manage</h1></main>
}
