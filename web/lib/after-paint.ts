/** Runs `task` in a task after the next frame, so that frame is painted first; returns a cancel function. */
export function afterNextPaint(task: () => void): () => void {
  let later: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    later = setTimeout(task)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(later)
  }
}
