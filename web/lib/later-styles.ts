// index.html links only the first screens' stylesheet and names the rest in this meta tag (scripts/build-web.ts):
// the login page and the home then download and parse half the CSS.
export const LATER_STYLES_META = 'foyer-later-styles'

let loading: Promise<void> | undefined

/**
 * Adds the stylesheet of the other screens once; settles when it has loaded, or failed: the screen still shows, and
 * the next screen to need it asks again (it failed while the server restarted).
 */
function laterStyles(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const href = document.querySelector<HTMLMetaElement>(`meta[name="${LATER_STYLES_META}"]`)?.content
    if (!href) return resolve()
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.onload = () => resolve()
    link.onerror = () => {
      link.remove()
      loading = undefined
      resolve()
    }
    document.head.append(link)
  })
  return loading
}

/** A chunk of screens that need the later stylesheet: renders only once both have arrived, so nothing shows unstyled. */
export const withLaterStyles =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), laterStyles()]))[0]
