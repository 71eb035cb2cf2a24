import { Elysia } from 'elysia'
import { ok } from '../../core/envelope'
import { Ok } from '../../core/input'
import { HomeStatus } from './system.schema'
import type { SystemService } from './system.service'

/** The connectivity probe: 200 only while the server and its database both answer. */
export function systemRoutes(deps: { service: SystemService }) {
  return new Elysia({ name: 'system-routes' }).get('/home', () => ok(deps.service.status()), {
    response: Ok(HomeStatus),
    detail: { tags: ['System'], summary: 'Connectivity probe (no auth)' },
  })
}
