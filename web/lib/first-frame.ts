// The home's first frame, kept in this browser so index.html's inline script can paint it before the bundle has run:
// on two cores the bundle, React's first render and its layout take about 80 ms more than painting the same markup
// (measured in Chromium). React's first render replaces the copy, which is inert until then.
// index.html's inline script reads this key and compares the same mark of the session.
const FIRST_FRAME_KEY = 'foyer-first-frame'

/** What index.html's inline script reads: the copy is only painted on the same path and for the same session. */
interface FirstFrame {
  path: string
  /** The session token's last characters: a copy never shows one user's home to another. */
  session: string
  html: string
}

const sessionMark = (token: string) => token.slice(-12)

/** Keeps what the page shows now as this path's first frame. */
export function keepFirstFrame(token: string) {
  const root = document.getElementById('root')
  if (!root) return
  const copy = root.cloneNode(true) as HTMLElement
  // Icons come after the first frame anyway, and inline SVG icons would each be decoded before the copy paints.
  for (const img of copy.querySelectorAll('img')) {
    img.removeAttribute('src')
    img.alt = ''
    // An image without a source is drawn as an empty frame; hidden, it still holds its place.
    img.style.visibility = 'hidden'
  }
  // Words of the moment (today's date) are left out rather than shown stale, and secrets (a one-time code) not kept at all.
  for (const el of copy.querySelectorAll('[data-first-frame="blank"]')) el.textContent = ''
  for (const el of copy.querySelectorAll('[data-first-frame="omit"]')) el.remove()
  // Test ids name the live screen: nothing may find or count its inert copy.
  for (const el of copy.querySelectorAll('[data-testid]')) el.removeAttribute('data-testid')
  const frame: FirstFrame = { path: location.pathname, session: sessionMark(token), html: copy.innerHTML }
  try {
    localStorage.setItem(FIRST_FRAME_KEY, JSON.stringify(frame))
  } catch {
    // Storage full or refused: the next load simply paints without the copy.
  }
}

/** Signed out or the session ended: the home of that session must not be painted again. */
export const forgetFirstFrame = () => localStorage.removeItem(FIRST_FRAME_KEY)
