const MARGIN = 8

/** Moves a popup that sticks out past the left or right edge of the viewport back inside it, by a translate. */
export function keepInViewport(popup: HTMLElement) {
  const { left, right } = popup.getBoundingClientRect()
  const shift = Math.max(MARGIN - left, Math.min(0, document.documentElement.clientWidth - MARGIN - right))
  if (shift) popup.style.translate = `${shift}px`
}
