// The stream hub against a real RTSP camera (GStreamer on 127.0.0.1): the form, previews, live play with mpegts.js
// (video time advances), at most 4 live, edit and delete from the card menu, and screenshots (light, dark, 375 px).
import { afterAll, beforeAll, beforeEach, expect, test } from 'bun:test'
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { KEPT_SECRET } from '../../src/definitions/kept-secret'
import { startCamera } from '../helpers/rtsp-camera'
import { addressesOf, atPath, sessionToken, toast, until } from './support/browser'
import { createFirstAdmin, socketUrl, startFoyer } from './support/server'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Grace Hopper', username: 'grace', password: 'cobol-compiler' }
const SHOTS = '/tmp/shots-w15'

const e2e = useFoyer(ADMIN)
let camera: Awaited<ReturnType<typeof startCamera>>
beforeAll(async () => {
  camera = await startCamera()
  mkdirSync(SHOTS, { recursive: true })
})
afterAll(() => camera?.stop())
beforeEach(async () => {
  for (const item of await e2e.api('GET', '/listing/all')) await e2e.api('GET', `/listing/delete/${item.id}`)
  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
})

const addStream = async (linkName: string, linkURL = camera.url) => (await e2e.api('POST', '/listing/save/stream', { linkName, linkURL })).id as number
const card = (page: Page, name: string) => page.locator('.stream-card').filter({ has: page.locator('.stream-card-name', { hasText: name }) })
const videoTime = (page: Page, name: string) =>
  card(page, name)
    .locator('video')
    .evaluate((v: HTMLVideoElement) => v.currentTime)
/** Waits until the card shows the test camera's picture (320 px wide). */
const previewShown = (page: Page, name: string) =>
  until(
    () =>
      card(page, name)
        .locator('img')
        .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
    (width) => width === 320,
    `the preview of ${name}`,
    15_000,
  )
const shoot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' })

test('add a stream with the form, see its preview, play it live: the video time advances', async () => {
  const page = await e2e.open()
  await page.goto('/streaming')
  await page.getByRole('heading', { name: 'Stream Hub', level: 1 }).waitFor()
  await page.getByText('Only 4 streams can play in real time at once').waitFor()
  await page.getByRole('link', { name: 'Add Stream' }).click()
  await atPath(page, '/streaming/listing/save/stream')
  await page.getByRole('heading', { name: 'Add new RTSP stream' }).waitFor()
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('alert').filter({ hasText: 'Please fill all the fields' }).waitFor()
  await page.getByLabel('Stream Name').fill('Front door')
  await page.getByLabel('Stream URL').fill('http://not-a-camera/')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('alert').filter({ hasText: 'Stream URL must be an rtsp:// or rtsps:// address.' }).waitFor()
  await page.getByLabel('Stream URL').fill(camera.url)
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Stream saved.').waitFor()
  await atPath(page, '/streaming')

  const door = card(page, 'Front door')
  await previewShown(page, 'Front door')
  const clicked = Date.now()
  await door.getByRole('button', { name: 'Play Front door' }).click()
  await until(
    () => videoTime(page, 'Front door'),
    (t) => t > 0,
    'the first frame',
    15_000,
  )
  console.log(`streams e2e: click to first frame ${Date.now() - clicked} ms`)
  const first = await videoTime(page, 'Front door')
  await until(
    () => videoTime(page, 'Front door'),
    (t) => t > first + 1.5,
    'the video to advance',
    10_000,
  )
  await door.locator('.stream-live-badge').waitFor()
  await shoot(page, 'streaming-dark-live')
  await door.getByRole('button', { name: 'Stop Front door' }).click()
  await door.locator('img').waitFor({ state: 'attached' })
}, 60_000)

test('the wall display and a phone watch one camera at once: the phone joins the running relay and plays too', async () => {
  await addStream('Hall')
  const wall = await e2e.open({ width: 1280, height: 800 })
  await wall.goto('/streaming')
  await card(wall, 'Hall').getByRole('button', { name: 'Play Hall' }).click()
  await until(
    () => videoTime(wall, 'Hall'),
    (t) => t > 1,
    'the wall display playing',
    15_000,
  )
  const phone = await e2e.open({ width: 375, height: 800 })
  await phone.goto('/streaming')
  const clicked = Date.now()
  await card(phone, 'Hall').getByRole('button', { name: 'Play Hall' }).click()
  await until(
    () => videoTime(phone, 'Hall'),
    (t) => t > 0,
    'the phone playing',
    15_000,
  )
  console.log(`streams e2e: joining a running relay, click to first frame ${Date.now() - clicked} ms`)
  const phoneAt = await videoTime(phone, 'Hall')
  const wallAt = await videoTime(wall, 'Hall')
  await until(
    () => videoTime(phone, 'Hall'),
    (t) => t > phoneAt + 1,
    'the phone advancing',
    10_000,
  )
  expect(await videoTime(wall, 'Hall')).toBeGreaterThan(wallAt + 0.5)
}, 60_000)

test('no address the page asks for carries the session token: previews are fetched with the header, live video opens with tickets', async () => {
  await addStream('Lobby')
  const page = await e2e.open()
  const token = await sessionToken(page)
  const addresses = addressesOf(page)
  await page.goto('/streaming')
  const lobby = card(page, 'Lobby')
  await previewShown(page, 'Lobby')
  expect(await lobby.locator('img').getAttribute('src')).toStartWith('blob:')
  // Played twice: each connection asks for its own ticket.
  for (const round of [1, 2]) {
    await lobby.getByRole('button', { name: 'Play Lobby' }).click()
    await until(
      () => videoTime(page, 'Lobby'),
      (t) => t > 0,
      `the first frame, play ${round}`,
      15_000,
    )
    await lobby.getByRole('button', { name: 'Stop Lobby' }).click()
    await lobby.locator('img').waitFor({ state: 'attached' })
  }
  expect(addresses.some((a) => a.includes('/stream/preview/'))).toBe(true)
  const sockets = addresses.filter((a) => a.startsWith('ws:'))
  expect(sockets).toHaveLength(2)
  for (const socket of sockets) expect(socket).toMatch(/\/ws\/stream\/\d+\?ticket=[\w-]{43}$/)
  expect(new Set(sockets).size).toBe(2)
  expect(addresses.filter((a) => a.includes(token))).toEqual([])
}, 60_000)

test('at most 4 play live: a fifth stops the oldest', async () => {
  for (const n of [1, 2, 3, 4, 5]) await addStream(`Cam ${n}`)
  const page = await e2e.open()
  await page.goto('/streaming')
  for (const n of [1, 2, 3, 4, 5])
    await card(page, `Cam ${n}`)
      .getByRole('button', { name: `Play Cam ${n}` })
      .click()
  await until(
    () => page.locator('.stream-view[aria-pressed="true"]').count(),
    (n) => n === 4,
    'four live cards',
  )
  expect(await card(page, 'Cam 1').locator('.stream-view').getAttribute('aria-pressed')).toBe('false')
  expect(await card(page, 'Cam 5').locator('.stream-view').getAttribute('aria-pressed')).toBe('true')
  // The search filter narrows the grid by name.
  await page.getByLabel('Search streams').fill('cam 3')
  await until(
    () => page.locator('.stream-card').count(),
    (n) => n === 1,
    'one card',
  )
}, 60_000)

test('edit (the URL shown masked, kept) and delete from the card menu; a wrong listing type goes to /manage/listing', async () => {
  const id = await addStream('Garage', camera.url.replace('rtsp://', 'rtsp://admin:secret@'))
  const page = await e2e.open()
  await page.goto('/streaming')
  await card(page, 'Garage').getByRole('button', { name: 'Garage actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await atPath(page, `/streaming/listing/save/stream/${id}`)
  await page.getByRole('heading', { name: 'Edit RTSP stream' }).waitFor()
  // A stream lives in the Stream Hub, not under Home.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  expect((await crumbs.locator('li').allTextContents()).filter(Boolean)).toEqual(['Stream Hub', 'Edit RTSP stream'])
  expect(await crumbs.getByRole('link', { name: 'Stream Hub' }).getAttribute('href')).toBe('/streaming')
  await until(
    () => page.getByLabel('Stream URL').inputValue(),
    (v) => v === camera.url.replace('rtsp://', `rtsp://admin:${KEPT_SECRET}@`),
    'the masked URL',
  )
  await page.getByLabel('Stream Name').fill('Garage door')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Stream saved.').waitFor()
  await atPath(page, '/streaming')
  await card(page, 'Garage door').waitFor()

  await card(page, 'Garage door').getByRole('button', { name: 'Garage door actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await toast(page, 'Stream deleted.').waitFor()
  await card(page, 'Garage door').waitFor({ state: 'detached' })

  const folder = await e2e.api('POST', '/listing/save/folder', { folderName: 'Box', folderIcon: { iconUrl: '/icons/folder.svg' } })
  await page.goto(`/streaming/listing/save/stream/${folder.id}`)
  await atPath(page, '/manage/listing')
}, 60_000)

test('a camera without a picture keeps its placeholder and says so after 3 retries 3 s apart', async () => {
  await addStream('Offline', 'rtsp://127.0.0.1:9/offline')
  const page = await e2e.open()
  const asked: number[] = []
  page.on('request', (r) => r.url().includes('/stream/preview/') && asked.push(Date.now()))
  await page.goto('/streaming')
  const offline = card(page, 'Offline')
  await offline.getByTestId('stream-placeholder').waitFor()
  await offline.getByText('No preview').waitFor({ timeout: 20_000 })
  expect(asked.length).toBe(4)
  expect(asked.at(-1)! - asked[0]!).toBeGreaterThanOrEqual(9_000)
}, 40_000)

test("a stream's card on the home page shows the camera icon and opens the hub", async () => {
  await addStream('Porch')
  const page = await e2e.open()
  await page.goto('/')
  const home = page.locator('[data-testid="listing-card"] .listing-card-main').filter({ hasText: 'Porch' })
  await until(
    () => home.locator('img').getAttribute('src'),
    (src) => !!src?.endsWith('/camera.svg'),
    'the camera icon',
  )
  await home.click()
  await atPath(page, '/streaming')
  await card(page, 'Porch').waitFor()
}, 30_000)

/** Running (not zombie) ffmpeg processes reading this camera, anywhere on the machine. */
function relaysOf(url: string): number {
  let n = 0
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p)))
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(url)) n++
    } catch {}
  return n
}

test("stopping the server (SIGTERM) ends its cameras' ffmpeg at once, even one waiting on a silent camera", async () => {
  // A camera that accepts and never answers: its ffmpeg would otherwise wait out its 5 s socket timeout.
  const silent = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
  const own = await startFoyer()
  try {
    const token = await createFirstAdmin(own, { fullName: 'Stop Test', username: 'stopper', password: 'stop-the-server' })
    const url = `rtsp://127.0.0.1:${silent.port}/sigterm`
    const id = (await own.api('POST', '/listing/save/stream', { token, body: { linkName: 'Cam', linkURL: url } })).body.id
    const ws = new WebSocket(await socketUrl(own, token, `/ws/stream/${id}`, 'stream'))
    await until(
      async () => relaysOf(url),
      (n) => n === 1,
      'the relay',
      5_000,
    )
    await own.stop()
    ws.close()
    await until(
      async () => relaysOf(url),
      (n) => n === 0,
      'no ffmpeg left',
      1_500,
    )
  } finally {
    await own.stop()
    silent.stop(true)
  }
}, 30_000)

test('screenshots: light, dark and 375 px', async () => {
  await addStream('Porch')
  await addStream('Driveway', 'rtsp://127.0.0.1:9/offline')
  for (const theme of ['light', 'dark'] as const) {
    await e2e.api('POST', '/settings/theme', { colorTheme: theme })
    for (const [width, tag] of [
      [1280, 'wide'],
      [375, '375'],
    ] as const) {
      const page = await e2e.open({ width, height: 800 })
      await page.goto('/streaming')
      await previewShown(page, 'Porch')
      await shoot(page, `streaming-${theme}-${tag}`)
      await page.goto('/streaming/listing/save/stream')
      await page.getByRole('heading', { name: 'Add new RTSP stream' }).waitFor()
      await shoot(page, `stream-form-${theme}-${tag}`)
      await page.close()
    }
  }
}, 90_000)
