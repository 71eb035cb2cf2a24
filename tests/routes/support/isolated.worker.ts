// Runs probes that may block a thread for minutes (a body nested 100,000 levels deep) on its own copy of the
// world, so the suite can give up on one by terminating this worker instead of waiting for it.
import { createSessions } from '../../../src/core/sessions'
import { createTestApp } from '../../helpers/test-app'
import { send, type Outgoing } from './http'

declare const self: Worker

export interface IsolatedRequest {
  id: number
  probe: Outgoing
  userId?: number
}

let app: ReturnType<typeof createTestApp> | undefined

self.onmessage = async (event: MessageEvent) => {
  const data = event.data as { init: { dir: string; env: Record<string, string> } } | IsolatedRequest
  if ('init' in data) {
    app = createTestApp(data.init.env, { copyOf: data.init.dir })
    return self.postMessage({ ready: true })
  }
  const sessions = createSessions({ db: app!.db, clock: app!.clock, ttlMs: app!.config.sessionTtlMs })
  const token = data.userId === undefined ? data.probe.token : sessions.issue(data.userId).token
  self.postMessage({ id: data.id, reply: await send(app!.app, { ...data.probe, token }) })
}
