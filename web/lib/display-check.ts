// A display nobody touches asks the server again now and then (the shell's minute check, app/layout/use-fresh-dashboard.ts);
// a screen that shows more than the dashboard (an open folder) follows with its own quiet call at the same moment.
const DISPLAY_CHECK = 'foyer-display-check'

/** Tells the open screen that the shell has just checked. */
export const announceDisplayCheck = () => window.dispatchEvent(new Event(DISPLAY_CHECK))

/** Runs `check` at each of the shell's checks; returns the unsubscribe. */
export function onDisplayCheck(check: () => void): () => void {
  window.addEventListener(DISPLAY_CHECK, check)
  return () => window.removeEventListener(DISPLAY_CHECK, check)
}
