import { Elysia } from 'elysia'
import { DISPLAY_VIEWS } from '../../definitions/displays'
import { jsonResponse } from '../../core/answer-cache'
import type { AuthPlugin } from '../../core/auth'
import { Ok } from '../../core/input'
import { DashboardPayload } from './dashboard.schema'
import type { DashboardService } from './dashboard.service'

export function dashboardRoutes(deps: { auth: AuthPlugin; service: DashboardService }) {
  const answer = deps.service
  return new Elysia({ name: 'dashboard-routes' })
    .use(deps.auth)
    .get('/dashboard', ({ user, request, display }) => jsonResponse(display ? answer.forDisplay(user.id) : answer.answer(user.id), request), {
      auth: true,
      // A wall display gets the dashboard without its authenticators.
      display: DISPLAY_VIEWS,
      // Documents the answer; the cached text itself is sent as built, not checked on every request.
      response: Ok(DashboardPayload),
      detail: {
        tags: ['Dashboard'],
        summary: 'Everything the shell needs: authenticators, userData, sidebarItems, homepageItems, iconPacks, unreadNotifications, connectionSetup',
      },
    })
}
