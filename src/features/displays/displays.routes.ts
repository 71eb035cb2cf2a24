import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { forbidden } from '../../core/errors'
import { IdParam, Ok } from '../../core/input'
import { DISPLAY_VIEWS } from '../../definitions/displays'
import { CreatedDisplay, Display, DisplayBody, DisplaySettings } from './displays.schema'
import type { DisplaysService } from './displays.service'

const tags = ['Displays']

export function displaysRoutes(deps: { auth: AuthPlugin; service: DisplaysService }) {
  const { service } = deps
  return new Elysia({ name: 'displays-routes', prefix: '/displays' })
    .use(deps.auth)
    .get('/', ({ user }) => ok(service.list(user.id)), {
      auth: true,
      response: Ok(t.Array(Display)),
      detail: { tags, summary: "The caller's wall displays, newest first (tokens masked), with when and where each was last seen" },
    })
    .post('/', ({ user, body }) => ok(service.create(user.id, body)), {
      auth: true,
      body: DisplayBody,
      response: Ok(CreatedDisplay),
      detail: { tags, summary: 'Add a wall display: its read-only token is answered once, with the kiosk URL /kiosk/{token}' },
    })
    .post('/:id', ({ user, params, body }) => ok(service.update(user.id, params.id, body)), {
      auth: true,
      params: IdParam,
      body: DisplayBody,
      response: Ok(Display),
      detail: {
        tags,
        summary:
          'Change one of the caller’s displays (name, views, theme, density, clock, weather, night, cursor; a field left out keeps its value); the token stays',
      },
    })
    .get(
      '/me',
      ({ user, display }) => {
        if (!display) throw forbidden('Only a wall display’s token can ask this.')
        return ok(service.me(user.id, display.id))
      },
      {
        auth: true,
        display: DISPLAY_VIEWS,
        response: Ok(DisplaySettings),
        detail: { tags, summary: 'The calling display’s configuration (a display token only; a session is refused with 403)' },
      },
    )
    .get(
      '/delete/:id',
      ({ user, params }) => {
        service.remove(user.id, params.id)
        return ok('Display revoked.')
      },
      { auth: true, params: IdParam, response: Ok(t.String()), detail: { tags, summary: 'Revoke one of the caller’s displays: its token stops at once' } },
    )
}
