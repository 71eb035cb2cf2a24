export default function HomePage() {
  return <main><h1>home</h1></main>
}
