import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { Ok } from '../../core/input'
import { DensityBody, GeneralSettings, SettingsBody, ThemeBody, WeatherSettingsBody } from './settings.schema'
import type { SettingsService } from './settings.service'

const Saved = { 200: Ok(t.String()) }

export function settingsRoutes(deps: { auth: AuthPlugin; service: SettingsService }) {
  const { service } = deps
  return new Elysia({ name: 'settings-routes', prefix: '/settings' })
    .use(deps.auth)
    .get('/', ({ user }) => ok(service.general(user.id)), {
      auth: true,
      response: { 200: Ok(GeneralSettings) },
      detail: { tags: ['Settings'], summary: 'General settings: siteName, siteLogo, the feature switches and uiMode' },
    })
    .post(
      '/',
      ({ user, body }) => {
        service.saveGeneral(user.id, body)
        return ok('Details saved successfully.')
      },
      {
        auth: true,
        body: SettingsBody,
        response: Saved,
        detail: { tags: ['Settings'], summary: 'Save the general settings (site name and logo required; switches left out keep their value)' },
      },
    )
    .post(
      '/theme',
      ({ user, body }) => {
        service.setTheme(user.id, body.colorTheme)
        return ok('Theme saved successfully.')
      },
      { auth: true, body: ThemeBody, response: Saved, detail: { tags: ['Settings'], summary: 'Save the colour theme (one of the 15)' } },
    )
    .post(
      '/density',
      ({ user, body }) => {
        service.setUiMode(user.id, body.uiMode)
        return ok('Details saved successfully.')
      },
      { auth: true, body: DensityBody, response: Saved, detail: { tags: ['Settings'], summary: 'Save the UI density alone (compact, normal, comfort)' } },
    )
    .post(
      '/weather',
      ({ user, body }) => {
        service.saveWeather(user.id, body)
        return ok('Weather settings saved successfully.')
      },
      {
        auth: true,
        body: WeatherSettingsBody,
        response: Saved,
        detail: { tags: ['Weather'], summary: 'Save the weather location {location, latitude, longitude} and unit (metric or imperial)' },
      },
    )
}
