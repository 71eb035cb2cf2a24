export default function ManageThemePage() {
  return <main><h1>manage-theme</h1></main>
}
