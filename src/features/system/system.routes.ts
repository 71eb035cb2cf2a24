import { Elysia } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { Ok } from '../../core/input'
import { HomeStatus, Stats } from './system.schema'
import type { SystemService } from './system.service'

/** The connectivity probe: 200 only while the server and its database both answer; and the stats an API key may read. */
export function systemRoutes(deps: { auth: AuthPlugin; service: SystemService }) {
  return new Elysia({ name: 'system-routes' })
    .use(deps.auth)
    .get('/home', () => ok(deps.service.status()), {
      response: Ok(HomeStatus),
      detail: { tags: ['System'], summary: 'Connectivity probe (no auth)' },
    })
    .get('/stats', ({ user }) => ok(deps.service.stats(user.id)), {
      key: 'fetch_stats',
      response: Ok(Stats),
      detail: { tags: ['System'], summary: 'Version, uptime, load, memory, DATA_DIR disk and the caller’s counts (x-api-key with fetch_stats, or a session)' },
    })
}
