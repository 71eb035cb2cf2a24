import { Elysia } from 'elysia'
import { jsonResponse } from '../../core/answer-cache'
import type { AuthPlugin } from '../../core/auth'
import { Ok } from '../../core/input'
import { DashboardPayload } from './dashboard.schema'
import type { DashboardService } from './dashboard.service'

export function dashboardRoutes(deps: { auth: AuthPlugin; service: DashboardService }) {
  return new Elysia({ name: 'dashboard-routes' }).use(deps.auth).get('/dashboard', ({ user, request }) => jsonResponse(deps.service.answer(user.id), request), {
    auth: true,
    // Documents the answer; the cached text itself is sent as built, not checked on every request.
    response: Ok(DashboardPayload),
    detail: {
      tags: ['Dashboard'],
      summary: 'Everything the shell needs: authenticators, userData, sidebarItems, homepageItems, iconPacks, unreadNotifications, connectionSetup',
    },
  })
}
