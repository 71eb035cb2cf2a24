import type { DockerSyncService } from './docker-sync.service'

/** How often synced cards follow their labels: one container list per endpoint a minute (kept lists are shared). */
const SYNC_MS = 60_000

/** A timer that exists only while some user has sync on: started at boot when one has, and when an import turns it on. */
export function createDockerSyncScheduler(deps: { service: Pick<DockerSyncService, 'syncAll' | 'syncing'>; log: (line: string) => void; everyMs?: number }) {
  let timer: ReturnType<typeof setInterval> | undefined
  let running: Promise<void> | null = null

  const stop = () => {
    clearInterval(timer)
    timer = undefined
  }

  function tick() {
    running ??= deps.service
      .syncAll(deps.log)
      .catch((error: Error) => deps.log(`docker sync: ${error.message}`))
      .finally(() => {
        running = null
        // The last user who synced was deleted or turned it off: nothing is left to do.
        if (!deps.service.syncing()) stop()
      })
    return running
  }

  return {
    /** Starts or stops the timer by whether anyone syncs now. */
    update() {
      if (!deps.service.syncing()) return stop()
      timer ??= setInterval(tick, deps.everyMs ?? SYNC_MS)
      // A sync never keeps the process alive by itself.
      timer.unref?.()
    },
    stop,
    tick,
    active: () => timer !== undefined,
  }
}
