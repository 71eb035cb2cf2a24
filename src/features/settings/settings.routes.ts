import { Elysia } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { DensityBody, ThemeBody } from './settings.schema'
import type { SettingsService } from './settings.service'

export function settingsRoutes(deps: { auth: AuthPlugin; service: SettingsService }) {
  const { service } = deps
  return new Elysia({ name: 'settings-routes', prefix: '/settings' })
    .use(deps.auth)
    .post(
      '/theme',
      ({ user, body }) => {
        service.setTheme(user.id, body.colorTheme)
        return ok('Theme saved successfully.')
      },
      { auth: true, body: ThemeBody, detail: { tags: ['Settings'], summary: 'Save the colour theme (one of the 15)' } },
    )
    .post(
      '/density',
      ({ user, body }) => {
        service.setUiMode(user.id, body.uiMode)
        return ok('Details saved successfully.')
      },
      { auth: true, body: DensityBody, detail: { tags: ['Settings'], summary: 'Save the UI density alone (compact, normal, comfort)' } },
    )
}
