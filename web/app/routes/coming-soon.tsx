export function ComingSoon({ title }: { title: string }) {
  return <main><h1>{title}</h1><p>Coming soon.</p></main>
}
