// Health in the browser: the server checks a link on 127.0.0.1 by itself; its card's dot turns red when the service
// stops and green when it is back, and the Health screen lists the incident.
import { afterAll, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { atPath, shot, until } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Radia Perlman', username: 'radia', password: 'spanning-tree' }
const ICON = { iconUrl: '/api/v1/icons/tabler/3/dark/link.svg', iconProvider: 'tabler', iconId: 'link' }
const e2e = useFoyer(ADMIN, { env: { FOYER_HEALTH_CHECKS: '1' } })
const serve = (port = 0) => Bun.serve({ port, hostname: '127.0.0.1', fetch: () => new Response('ok') })
let service = serve()
const port = service.port as number
afterAll(() => service.stop(true))

const state = async (id: number) => ((await e2e.api('GET', '/health')) as Array<{ id: number; state: string }>).find((i) => i.id === id)?.state
const dot = (page: Page) => page.getByRole('article', { name: 'Sonarr' }).getByTestId('health-dot')

test('a card dot turns red and back; the Health screen shows the incident (dark, light, 375 px)', async () => {
  const link = await e2e.api('POST', '/listing/save/link', { linkName: 'Sonarr', linkURL: `http://127.0.0.1:${port}/`, linkIcon: ICON })
  const id = link.id as number
  // The shortest interval, so the server's own scheduler comes round within the test.
  await e2e.api('POST', `/health/link/${id}`, { intervalSeconds: 10 })
  await until(
    () => state(id),
    (s) => s === 'up',
    'the first check',
    15_000,
  )
  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
  const page = await e2e.open()
  await page.goto('/')
  expect(await dot(page).getAttribute('data-state')).toBe('up')
  expect(await dot(page).getAttribute('title')).toMatch(/^Up · \d+ ms$/)
  await shot(page, 'health-card-up-dark')

  service.stop(true)
  await until(
    () => state(id),
    (s) => s === 'down',
    'two failed checks',
    30_000,
  )
  await page.reload()
  await until(
    () => dot(page).getAttribute('data-state'),
    (s) => s === 'down',
    'the red dot',
  )
  expect(await dot(page).getAttribute('title')).toBe('Down · refused')
  await shot(page, 'health-card-down-dark')

  await page.getByRole('link', { name: 'Health' }).first().click()
  await atPath(page, '/health')
  await page
    .getByRole('list', { name: 'Incidents of Sonarr' })
    .getByText(/still down \(refused\)/)
    .waitFor()
  await shot(page, 'health-screen-down-dark')

  service = serve(port)
  await until(
    () => state(id),
    (s) => s === 'up',
    'the recovery',
    15_000,
  )
  await page.goto('/')
  await until(
    () => dot(page).getAttribute('data-state'),
    (s) => s === 'up',
    'the green dot',
  )
  await e2e.api('POST', '/settings/theme', { colorTheme: 'light' })
  await page.goto('/health')
  await page
    .getByRole('list', { name: 'Incidents of Sonarr' })
    .getByText(/back at .* \(refused\)/)
    .waitFor()
  await shot(page, 'health-screen-light', { fullPage: true })

  // Per item: alerts off; per user: quiet hours in this browser's time zone.
  await page.getByTestId('health-row').getByRole('checkbox', { name: 'Alerts' }).uncheck()
  await until(
    async () => ((await e2e.api('GET', '/health')) as Array<{ alert: boolean }>)[0]?.alert,
    (on) => on === false,
    'alerts off',
  )
  await page.getByRole('switch', { name: /Quiet hours/ }).check()
  await page.getByLabel('From').fill('21:30')
  await page.getByRole('button', { name: 'Save' }).click()
  await until(
    () => e2e.api('GET', '/health/settings'),
    (s) => s.quietHours?.start === '21:30' && s.timeZone === 'UTC',
    'quiet hours saved',
  )

  // The link's form turns its check off: the item is paused.
  await page.goto(`/listing/save/link/${id}`)
  await page.getByRole('switch', { name: /Check this link/ }).uncheck()
  await until(
    () => state(id),
    (s) => s === 'paused',
    'the check paused',
  )
  await shot(page, 'health-link-form-light', { fullPage: true })

  const phone = await e2e.open({ width: 375, height: 740, touch: true })
  await phone.goto('/health')
  await phone.getByTestId('health-row').first().waitFor()
  await shot(phone, 'health-screen-375')
}, 120_000)

test("a device card shows the server's uptime of the day; the Health switch in General Settings off pauses its check", async () => {
  const { id } = await e2e.api('POST', '/servers/save/device', { deviceName: 'Nas', deviceIp: '127.0.0.1', deviceIcon: { iconUrl: '/icons/server.svg' } })
  await e2e.api('POST', `/health/device/${id}`, { intervalSeconds: 10, enabled: true })
  await until(
    () => state(id),
    (s) => s === 'up',
    "the device's first check",
    15_000,
  )
  const page = await e2e.open()
  await page.goto('/servers')
  const uptime = page.getByTestId('device-card').getByTestId('health-uptime')
  await until(
    () => uptime.textContent(),
    (text) => text === '100% up today',
    'the uptime line',
  )
  expect(await uptime.getAttribute('title')).toMatch(/^Up · \d+ ms$/)
  await shot(page, 'health-device-card-light')
  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
  const phone = await e2e.open({ width: 375, height: 740, touch: true })
  await phone.goto('/servers')
  await phone.getByTestId('health-uptime').waitFor()
  await shot(phone, 'health-device-card-dark-375')

  const general = await e2e.api('GET', '/settings')
  await e2e.api('POST', '/settings', { ...general, health: false })
  expect(await state(id)).toBe('paused')
}, 60_000)
