import { Elysia } from 'elysia'
import type { Database } from '../../core/db'
import { ok } from '../../core/envelope'

/** The connectivity probe: 200 only while the server and its database both answer. */
export function systemRoutes(deps: { db: Database; version: string }) {
  const probe = deps.db.query<{ n: number }, []>('SELECT count(*) AS n FROM schema_migrations')
  return new Elysia({ name: 'system-routes' }).get(
    '/home',
    () => {
      probe.get()
      return ok({ status: 'ok', version: deps.version })
    },
    { detail: { tags: ['System'], summary: 'Connectivity probe (no auth)' } },
  )
}
