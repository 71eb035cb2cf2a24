// A wall display left open while its server restarts (reboot, upgrade, power cut; same DATA_DIR, so the session
// survives): every screen that talks to the server comes back by itself, without a reload or a press of a button.
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { PIHOLE_PASSWORD, startFakeServices } from '../helpers/fake-live-services'
import { startCamera } from '../helpers/rtsp-camera'
import { atPath, until } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Margaret Hamilton', username: 'margaret', password: 'apollo-guidance' }
const ICON = { iconUrl: '/favicon.svg', iconProvider: 'url', iconId: 'favicon' }
// A TOTP seed in base32.
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP'

const fake = startFakeServices()
const e2e = useFoyer(ADMIN)
let camera: Awaited<ReturnType<typeof startCamera>>
beforeAll(async () => {
  camera = await startCamera()
})
afterAll(() => {
  fake.stop()
  camera?.stop()
})

/** Restarts the server as a reboot would: SIGTERM, then the same binary on the same port and DATA_DIR. */
async function restart() {
  await e2e.foyer.down()
  await e2e.foyer.up()
}

test('/network-error returns by itself to the screen whose call failed once the server answers again', async () => {
  const { id } = await e2e.api('POST', '/listing/save/folder', { folderName: 'Garden', folderIcon: ICON })
  const page = await e2e.open()
  await page.goto(`/c/${id}`)
  await page.getByRole('heading', { name: 'Garden' }).waitFor()
  await e2e.foyer.down()
  // A push landing refreshes the dashboard: with the server gone that call is the one the central layer routes.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('foyer-push')))
  await atPath(page, '/network-error')
  await e2e.foyer.up()
  await page.waitForURL((url) => url.pathname === `/c/${id}`, { timeout: 10_000 })
  await page.getByRole('heading', { name: 'Garden' }).waitFor()
})

test('/database-error returns by itself to the screen whose call failed once Foyer restarts with a usable database', async () => {
  const { id } = await e2e.api('POST', '/listing/save/folder', { folderName: 'Cellar', folderIcon: ICON })
  const page = await e2e.open()
  await page.goto(`/c/${id}`)
  await page.getByRole('heading', { name: 'Cellar' }).waitFor()
  const db = join(e2e.foyer.dataDir, 'foyer.db')
  await e2e.foyer.down()
  const files = ['', '-wal', '-shm'].map((suffix) => db + suffix).filter(existsSync)
  // A spoiled database (a bad restore, a failing card): the real files set aside, something unreadable in their place.
  for (const file of files) renameSync(file, `${file}.good`)
  writeFileSync(db, Buffer.alloc(8192, 'this is not an sqlite file '))
  await e2e.foyer.up({ databaseBroken: true })
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('foyer-push')))
  await atPath(page, '/database-error')
  await page.getByText('Database Connection Failed').waitFor()
  // The owner fixes it and restarts Foyer; nobody is at the display to press Retry.
  await e2e.foyer.down()
  rmSync(db)
  for (const file of files) renameSync(`${file}.good`, file)
  await e2e.foyer.up()
  await page.waitForURL((url) => url.pathname === `/c/${id}`, { timeout: 10_000 })
  await page.getByRole('heading', { name: 'Cellar' }).waitFor()
  expect(await page.locator('[data-sonner-toast]').count()).toBe(0)
})

test('a screen first opened while the server is down goes to /network-error and comes back once it answers', async () => {
  const page = await e2e.open()
  await e2e.foyer.down()
  // Its code has not been fetched yet: before, the whole app went blank and stayed so.
  await page.locator('aside[aria-label="Sidebar"]').getByRole('link', { name: 'Tasks', exact: true }).click()
  await atPath(page, '/network-error')
  await e2e.foyer.up()
  await page.waitForURL((url) => url.pathname === '/tasks', { timeout: 10_000 })
  await page.getByRole('heading', { level: 1 }).waitFor()
  // Styled too: the stylesheet of the later screens, which failed with the code, was asked for again.
  const styled = await page.evaluate(() => {
    const href = document.querySelector<HTMLMetaElement>('meta[name="foyer-later-styles"]')?.content ?? ''
    // A sheet that failed to load has no readable rules.
    const loaded = (sheet: CSSStyleSheet) => {
      try {
        return sheet.cssRules.length > 0
      } catch {
        return false
      }
    }
    return [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href) && loaded(sheet))
  })
  expect(styled).toBe(true)
})

test('a live card that failed while the server was down refreshes again at its own interval, not a minute later', async () => {
  await e2e.api('POST', '/listing/save/link', {
    linkName: 'Pi-hole',
    linkIcon: ICON,
    localUrl: `${fake.url}/pihole`,
    liveAppEnabled: true,
    integration: { appId: 'pihole', config: { password: PIHOLE_PASSWORD }, autoRefreshAfter: 1, datapoints: ['totalQueries'] },
  })
  fake.piholeTotal = 100
  const page = await e2e.open()
  const card = page.locator('[data-testid="listing-card"]').filter({ hasText: 'Pi-hole' })
  await card.getByText('100', { exact: true }).waitFor()
  let failed = 0
  page.on('requestfailed', (request) => void (request.url().includes('/api/v1/app/run/') && failed++))
  await e2e.foyer.down()
  await until(
    async () => failed,
    (n) => n > 0,
    'a refresh failing while the server is down',
  )
  fake.piholeTotal = 200
  await e2e.foyer.up()
  // Its own interval is 1 s: well within 20 s even on a busy machine, and well before the minute it must not wait.
  await card.getByText('200', { exact: true }).waitFor({ timeout: 20_000 })
  expect(new URL(page.url()).pathname).toBe('/')
})

test('the authenticator card keeps reconnecting after it gave up, and shows codes again once the server is back', async () => {
  const { id } = await e2e.api('POST', '/totp/save', { serviceName: 'Forge', secret: SECRET })
  const page = await e2e.open()
  // The spec's 5 s between tries, run on a fake clock so the test need not wait them out.
  await page.clock.install()
  await page.goto(`/authenticator?item=${id}`)
  const code = page.getByTestId('totp-code')
  await code.waitFor()
  // Each failed try asks GET /totp/{id} once, in the same handler that sets the 5 s timer: seen, the next try is due.
  let checks = 0
  page.on('request', (request) => void (new URL(request.url()).pathname === `/api/v1/totp/${id}` && checks++))
  const checked = (n: number) =>
    until(
      async () => checks,
      (seen) => seen === n,
      `failed try ${n} of the code stream`,
    )
  await e2e.foyer.down()
  const status = page.getByTestId('totp-card').getByRole('alert')
  await status.filter({ hasText: 'Connection error, attempting to reconnect...' }).waitFor()
  await checked(1)
  // Three more failed tries: the card says so and offers Retry.
  for (let n = 2; n <= 4; n++) {
    await page.clock.runFor(5_000)
    await checked(n)
  }
  await status.filter({ hasText: 'Connection error. Please try again.' }).waitFor()
  await e2e.foyer.up()
  await page.clock.runFor(5_000)
  await code.waitFor()
  expect(new URL(page.url()).pathname).toBe('/authenticator')
})

/** Seconds of video the card's player has shown. */
const videoTime = (page: Page) => page.locator('.stream-card video').evaluate((v: HTMLVideoElement) => v.currentTime)

test('a live camera plays again after the restart over exactly one new socket', async () => {
  await e2e.api('POST', '/listing/save/stream', { linkName: 'Porch', linkURL: camera.url })
  const page = await e2e.open()
  await page.goto('/streaming')
  await page.getByRole('button', { name: 'Play Porch' }).click()
  await until(
    () => videoTime(page),
    (t) => t > 0.3,
    'the video to play',
    15_000,
  )
  const sockets: string[] = []
  page.on('websocket', (socket) => void (socket.url().includes('/ws/stream/') && sockets.push(socket.url())))
  await restart()
  // The player reloads 5 s after the error; it then plays again.
  await until(() => page.locator('.stream-card video').evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 3), Boolean, 'playing again', 15_000)
  const at = await videoTime(page)
  await until(
    () => videoTime(page),
    (t) => t > at + 1,
    'the video to advance after the restart',
    10_000,
  )
  expect(sockets).toHaveLength(1)
})
