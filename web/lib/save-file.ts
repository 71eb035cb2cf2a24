/** Hands a file to the browser's download, as a link with `download` would. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
