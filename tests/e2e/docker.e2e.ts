// Docker in the browser: a super admin points Foyer at a fake Engine on a unix socket, tests and saves it, filters the
// Containers screen and starts a container after confirming; a normal user sees the same list without actions and
// imports the services found by their labels.
import { afterAll, expect, test } from 'bun:test'
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { homeLab, startFakeDocker } from '../helpers/fake-docker'
import { atPath, signIn, sidebar, toast, until } from './support/browser'
import { useFoyer } from './support/suite'

const SHOTS = '/tmp/shots-docker-features'
const ADMIN = { fullName: 'Solomon Hykes', username: 'solomon', password: 'whale-of-a-time' }
const e2e = useFoyer(ADMIN)
const engine = startFakeDocker(homeLab(), 'unix')
afterAll(() => engine.stop())
mkdirSync(SHOTS, { recursive: true })

const save = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' })
const rows = (page: Page) => page.getByTestId('container-row')
const row = (page: Page, name: string) => page.locator(`[data-testid="container-row"][data-name="${name}"]`)

test('a super admin adds an endpoint, tests it, filters the containers and starts one after confirming (dark, light, 375 px)', async () => {
  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
  const page = await e2e.open()
  await page.goto('/manage/docker')
  await page.getByRole('button', { name: 'Add endpoint' }).click()
  await page.getByLabel('Name').fill('NAS')
  await page.getByLabel('Address').fill(engine.url)
  await page.getByRole('button', { name: 'Test' }).click()
  await toast(page, 'NAS answered: 5 containers.').waitFor()
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Docker settings saved.').waitFor()
  expect((await e2e.api('GET', '/settings/docker')).endpoints.map((e: { url: string }) => e.url)).toEqual([engine.url])
  await save(page, 'manage-docker-dark')

  await sidebar(page).getByRole('link', { name: 'Containers' }).click()
  await atPath(page, '/docker')
  await rows(page).first().waitFor()
  expect(await rows(page).count()).toBe(5)
  await expect(row(page, 'jellyfin').textContent()).resolves.toContain('CPU 25.0 %')
  await save(page, 'containers-dark')

  await page.getByLabel('Stack').selectOption('media')
  expect(await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).toEqual(['jellyfin', 'sonarr'])
  await page.getByLabel('Stack').selectOption('')
  await page.getByLabel('State').selectOption('exited')
  await page.getByLabel('Name').fill('son')
  expect(await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).toEqual(['sonarr'])

  await row(page, 'sonarr').getByRole('button', { name: 'Start' }).click()
  const dialog = page.getByRole('dialog', { name: 'Start sonarr?' })
  await dialog.waitFor()
  await save(page, 'containers-confirm-dark')
  // Cancel changes nothing; confirming starts it.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect(engine.calls.filter((c) => c.startsWith('POST'))).toEqual([])
  await row(page, 'sonarr').getByRole('button', { name: 'Start' }).click()
  await page.getByRole('dialog', { name: 'Start sonarr?' }).getByRole('button', { name: 'Start' }).click()
  await toast(page, 'Container started.').waitFor()
  expect(engine.calls.filter((c) => c.startsWith('POST'))).toEqual([`POST /containers/${homeLab()[1]!.id}/start`])
  await page.getByLabel('State').selectOption('')
  await until(
    () => row(page, 'sonarr').locator('.docker-state').textContent(),
    (s) => s === 'running',
    'sonarr shown running',
  )

  await e2e.api('POST', '/settings/theme', { colorTheme: 'light' })
  await page.reload()
  await rows(page).first().waitFor()
  await save(page, 'containers-light')

  const phone = await e2e.open({ width: 375, height: 740, touch: true })
  await phone.goto('/docker')
  await rows(phone).first().waitFor()
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await save(phone, 'containers-375')
  await phone.goto('/manage/docker')
  await phone.getByTestId('docker-endpoint').waitFor()
  await save(phone, 'manage-docker-375')
}, 60_000)

test('a normal user sees the containers but no action, and imports labelled services into a folder named by group', async () => {
  await e2e.api('POST', '/accounts/save', { fullName: 'Bob', username: 'bob', siteName: 'Bob', password: 'bob-pass-1' })
  const page = await e2e.chrome.page(e2e.foyer)
  await signIn(page, 'bob', 'bob-pass-1')
  await page.goto('/docker')
  await rows(page).first().waitFor()
  expect(await rows(page).count()).toBe(5)
  expect(await page.getByRole('button', { name: /^(Start|Stop|Restart)$/ }).count()).toBe(0)
  await page.goto('/manage/docker')
  await page
    .getByText(/not authori[sz]ed/i)
    .first()
    .waitFor()

  // Bob imports two labelled services: they land in his folder named by their group.
  await page.goto('/docker')
  const found = page.getByRole('region', { name: 'Found by their labels' })
  await found.getByRole('checkbox', { name: /Jellyfin/ }).check()
  await found.getByRole('checkbox', { name: /Sonarr/ }).check()
  await save(page, 'containers-discovered-normal-user')
  await found.getByRole('button', { name: /Import/ }).click()
  await toast(page, 'Added 2 cards to Media.').waitFor()
  await page.goto('/')
  await page.getByRole('article', { name: 'Media' }).click()
  await page.getByRole('article', { name: 'Jellyfin' }).waitFor()
  await page.getByRole('article', { name: 'Sonarr' }).waitFor()
  await save(page, 'imported-folder')
}, 30_000)
