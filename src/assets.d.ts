// SQL files are imported as text (Bun inlines them at build time).
declare module '*.sql' {
  const text: string
  export default text
}
