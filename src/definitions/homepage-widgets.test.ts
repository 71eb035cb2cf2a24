import { expect, test } from 'bun:test'
import { builtInApps } from '../features/live-apps/live-apps.registry'
import { HOMEPAGE_WIDGETS } from './homepage-widgets'

test('every Homepage widget the mapping names becomes a built-in app, and each widget setting fills a field that app has', () => {
  const apps = builtInApps()
  for (const [type, { appId, fields }] of Object.entries(HOMEPAGE_WIDGETS)) {
    const app = apps.get(appId)
    expect([type, app?.definition.appId]).toEqual([type, appId])
    const names = app!.definition.config.map((f) => f.name)
    for (const field of Object.values(fields)) expect([type, field, names.includes(field)]).toEqual([type, field, true])
  }
})
