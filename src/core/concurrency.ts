/** Why a job never started: the wait queue was full, or its wait ran out. */
export class NoSlot extends Error {}

/**
 * At most `running` jobs under way at once; up to `waiting` more wait their turn in the order they came, each no longer
 * than the wait it was given. Past that a job is refused at once: a burst cannot pile up work or a backlog.
 */
export function createLimiter(limits: { running: number; waiting: number }) {
  let active = 0
  // A Set keeps insertion order and lets a waiter whose time ran out leave from the middle.
  const queue = new Set<() => void>()

  /** A finished job hands its slot straight to the first waiter, so a newcomer cannot take it in between. */
  const release = () => {
    const next = queue.values().next()
    if (next.done) active--
    else {
      queue.delete(next.value)
      next.value()
    }
  }

  const turn = (waitMs: number) =>
    new Promise<void>((resolve, reject) => {
      const start = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        queue.delete(start)
        reject(new NoSlot('waited too long'))
      }, waitMs)
      queue.add(start)
    })

  return {
    /** Runs `work` once a slot is free; throws NoSlot if the queue is full or no slot frees within `waitMs`. */
    async run<T>(work: () => Promise<T>, waitMs: number): Promise<T> {
      if (active < limits.running) active++
      else if (queue.size >= limits.waiting) throw new NoSlot('queue full')
      else await turn(waitMs)
      try {
        return await work()
      } finally {
        release()
      }
    },
  }
}
