// Docker in the browser: a super admin points Foyer at a fake Engine on a unix socket, tests and saves it, filters the
// Containers screen and starts a container after confirming; a normal user sees the same list without actions and
// imports the services found by their labels; a labelled Sonarr comes in as its live app with sync on, and its card is
// marked when its container goes.
import { afterAll, expect, test } from 'bun:test'
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { homeLab, startFakeDocker } from '../helpers/fake-docker'
import { startFakeServices } from '../helpers/fake-live-services'
import { atPath, shot, signIn, sidebar, toast, until } from './support/browser'
import { useFoyer } from './support/suite'

const SHOTS = '/tmp/shots-docker-features'
const ADMIN = { fullName: 'Solomon Hykes', username: 'solomon', password: 'whale-of-a-time' }
const e2e = useFoyer(ADMIN)
const engine = startFakeDocker(homeLab(), 'unix')
// The Sonarr its labels name: a local fake of Sonarr's v3 API (tests/helpers/fakes/downloads.ts), key 'arr-key'.
const services = startFakeServices()
afterAll(() => {
  engine.stop()
  services.stop()
})
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
  // Sonarr's widget and its key bring the Sonarr live app along.
  await toast(page, 'Added 2 cards (1 live app) to Media.').waitFor()
  await page.goto('/')
  await page.getByRole('article', { name: 'Media' }).click()
  await page.getByRole('article', { name: 'Jellyfin' }).waitFor()
  await page.getByRole('article', { name: 'Sonarr' }).waitFor()
  await save(page, 'imported-folder')
}, 30_000)

test('a labelled Sonarr comes in as its live app with sync on; the gone container is marked on the folder, a dead endpoint named (dark, light, 375 px)', async () => {
  engine.containers.push({
    id: 'f1e2d3c4b5a60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
    name: 'sonarr-4k',
    image: 'linuxserver/sonarr:4',
    state: 'running',
    labels: {
      'homepage.group': 'Series',
      'homepage.name': 'Sonarr 4K',
      'homepage.href': 'http://sonarr-4k.lan:8989',
      'homepage.description': 'The 4K library',
      'homepage.widget.type': 'sonarr',
      'homepage.widget.url': `${services.url}/sonarr`,
      'homepage.widget.key': 'arr-key',
    },
  })
  const [nas] = (await e2e.api('GET', '/settings/docker')).endpoints
  await e2e.api('POST', '/settings/docker', { endpoints: [nas, { name: 'Attic Pi', url: 'tcp://127.0.0.1:9' }] })
  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
  const page = await e2e.open()
  await page.goto('/docker')
  // The dead endpoint is named; the NAS's containers still show.
  await page.getByTestId('endpoint-down').getByText('Endpoint Attic Pi did not answer.').waitFor()
  await rows(page).first().waitFor()
  expect(await rows(page).count()).toBe(6)
  const found = page.getByRole('region', { name: 'Found by their labels' })
  const item = found.getByRole('listitem').filter({ hasText: 'Sonarr 4K' })
  await item.getByText('Sonarr live app').waitFor()
  await item.getByRole('checkbox').check()
  await found.getByRole('checkbox', { name: /Keep my imported cards in sync/ }).check()
  await found.scrollIntoViewIfNeeded()
  await shot(page, 'docker-sync-discovered-dark')
  await found.getByRole('button', { name: /Import/ }).click()
  await toast(page, 'Added 1 card (1 live app) to Series. They follow their labels.').waitFor()
  expect(JSON.stringify(await e2e.api('GET', '/docker/discovered'))).not.toContain('arr-key')

  // The card runs the Sonarr live app against its widget's address.
  await page.goto('/')
  await page.getByRole('article', { name: 'Series' }).click()
  const sonarr = page.getByRole('article', { name: 'Sonarr 4K' })
  await sonarr.getByText('Queued').waitFor()
  expect(await sonarr.getByTestId('container-gone').count()).toBe(0)

  // The container goes: the next sync marks its card, which stays.
  engine.containers.splice(
    engine.containers.findIndex((c) => c.name === 'sonarr-4k'),
    1,
  )
  // The Engine's list is kept 10 s: a sync after that sees the container gone.
  await until(
    async () => {
      await e2e.api('POST', '/docker/sync')
      return (await e2e.api('GET', '/docker/synced')).cards.filter((c: { removedAt: number | null }) => c.removedAt !== null).length
    },
    (gone) => gone === 1,
    'the sync marks the gone container',
    15_000,
  )
  await page.reload()
  await sonarr.getByTestId('container-gone').waitFor()
  await shot(page, 'docker-sync-folder-gone-dark')

  await e2e.api('POST', '/settings/theme', { colorTheme: 'light' })
  await page.reload()
  await sonarr.getByTestId('container-gone').waitFor()
  await shot(page, 'docker-sync-folder-gone-light')
  await page.goto('/docker')
  await page.getByTestId('endpoint-down').waitFor()
  await shot(page, 'docker-sync-containers-light')

  const phone = await e2e.open({ width: 375, height: 740, touch: true })
  await phone.goto('/docker')
  await phone.getByTestId('endpoint-down').waitFor()
  await phone.getByRole('region', { name: 'Found by their labels' }).scrollIntoViewIfNeeded()
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await shot(phone, 'docker-sync-containers-375')
  await phone.goto('/')
  await phone.getByRole('article', { name: 'Series' }).click()
  await phone.getByRole('article', { name: 'Sonarr 4K' }).getByTestId('container-gone').waitFor()
  await shot(phone, 'docker-sync-folder-gone-375')
}, 60_000)
