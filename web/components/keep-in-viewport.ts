const MARGIN = 8

/**
 * Keeps a popup inside the viewport by a translate: moved back from the left or right edge, and turned up over its
 * anchor (its parent, the trigger's box) when it would run past the bottom and there is more room above.
 */
export function keepInViewport(popup: HTMLElement) {
  // Measured without the opening animation, whose first frame is shifted and scaled; it then starts over.
  popup.style.animation = 'none'
  const { left, right, top, bottom, height } = popup.getBoundingClientRect()
  popup.style.animation = ''
  const anchor = popup.parentElement?.getBoundingClientRect()
  const { clientWidth, clientHeight } = document.documentElement
  const x = Math.max(MARGIN - left, Math.min(0, clientWidth - MARGIN - right))
  const flip = anchor && bottom > clientHeight - MARGIN && anchor.top > clientHeight - anchor.bottom
  // Upward it keeps the same gap to the anchor as downward.
  const y = flip ? anchor.top - (top - anchor.bottom) - height - top : 0
  if (x || y) popup.style.translate = `${x}px ${y}px`
}
