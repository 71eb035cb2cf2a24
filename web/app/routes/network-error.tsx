export default function NetworkErrorPage() {
  return <main><h1>network-error</h1></main>
}
