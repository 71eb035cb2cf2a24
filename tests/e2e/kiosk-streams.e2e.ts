// A stream hub display at /kiosk/{token} plays its cameras live (mpegts.js over the display's own socket tickets)
// against the real RTSP test camera and ffmpeg: the video plays muted, one socket per camera, stops when the view
// rotates away, comes back by itself after a Foyer restart, shows the last picture with a note when a camera fails,
// and closes its socket the moment the display is revoked. Screenshots dark, light and 375 px.
import { afterAll, beforeAll, beforeEach, expect, test } from 'bun:test'
import type { Page, WebSocket } from 'playwright-core'
import { startCamera } from '../helpers/rtsp-camera'
import { shot, until } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Grace Hopper', username: 'grace', password: 'cobol-compiler' }
const WALL = { width: 1920, height: 1080 }

const e2e = useFoyer(ADMIN)
let camera: Awaited<ReturnType<typeof startCamera>>
beforeAll(async () => {
  camera = await startCamera('h264', '640x360')
})
afterAll(() => camera?.stop())
beforeEach(async () => {
  for (const item of await e2e.api('GET', '/listing/all')) await e2e.api('GET', `/listing/delete/${item.id}`)
  for (const d of await e2e.api('GET', '/displays')) await e2e.api('GET', `/displays/delete/${d.id}`)
})

const addStream = async (linkName: string, linkURL = camera.url) => (await e2e.api('POST', '/listing/save/stream', { linkName, linkURL })).id as number

/** The kiosk page, no session, with every stream socket it opens recorded. */
async function kiosk(token: string, viewport = WALL) {
  const page = await e2e.chrome.page(e2e.foyer, viewport)
  const sockets: WebSocket[] = []
  page.on('websocket', (ws) => void (ws.url().includes('/ws/stream/') && sockets.push(ws)))
  await page.goto(`/kiosk/${token}`)
  return { page, sockets, open: () => sockets.filter((ws) => !ws.isClosed()) }
}

const tile = (page: Page, name: string) => page.getByTestId('kiosk-stream').filter({ hasText: name })
const videoTime = (page: Page, name: string) =>
  tile(page, name)
    .locator('video')
    .evaluate((v: HTMLVideoElement) => v.currentTime)

/** Waits for the camera's video to play and to advance by more than a second. */
async function plays(page: Page, name: string, timeoutMs = 20_000) {
  const first = await until(
    () => videoTime(page, name),
    (t) => t > 0,
    `the first frame of ${name}`,
    timeoutMs,
  )
  await until(
    () => videoTime(page, name),
    (t) => t > first + 1,
    `${name}'s video advancing`,
    15_000,
  )
}

test('a stream hub display plays its camera live at 1920×1080, muted, on one socket; revoking it closes the socket at once', async () => {
  await addStream('Front door')
  const { id, token } = await e2e.api('POST', '/displays', { name: 'Hall', views: [{ kind: 'streams' }], theme: 'dark', density: 'wall' })
  const { page, sockets, open } = await kiosk(token)
  await plays(page, 'Front door')
  const video = tile(page, 'Front door').locator('video')
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)
  // Frames decoded, not only time passing.
  expect(await video.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames)).toBeGreaterThan(10)
  expect(open().length).toBe(1)
  expect(sockets.length).toBe(1)
  await shot(page, 'kiosk-streams-wall-dark')

  const closed = new Promise<number>((resolve) => sockets[0]!.on('close', () => resolve(Date.now())))
  const revokedAt = Date.now()
  await e2e.api('GET', `/displays/delete/${id}`)
  // The server closes it (1008): well before the kiosk's own 15 s check could have noticed.
  expect((await closed) - revokedAt).toBeLessThan(3_000)
  await page.getByText('This display was removed.').waitFor({ timeout: 25_000 })
  expect(await page.locator('video').count()).toBe(0)
}, 90_000)

test('the players stop when the view rotates away and start again when it comes back', async () => {
  await addStream('Garden')
  const { token } = await e2e.api('POST', '/displays', { name: 'Landing', views: [{ kind: 'streams' }, { kind: 'home' }], rotateSeconds: 10 })
  const { page, sockets, open } = await kiosk(token)
  const screen = page.getByTestId('kiosk')
  await plays(page, 'Garden')
  await until(
    () => screen.getAttribute('data-view'),
    (v) => v === 'home',
    'the home view',
    20_000,
  )
  await until(
    async () => open().length,
    (n) => n === 0,
    'the socket closed with its view',
  )
  expect(await page.locator('video').count()).toBe(0)
  await until(
    () => screen.getAttribute('data-view'),
    (v) => v === 'streams',
    'the stream hub again',
    20_000,
  )
  await plays(page, 'Garden')
  expect(open().length).toBe(1)
  expect(sockets.length).toBe(2)
}, 90_000)

test('after a Foyer restart the video comes back by itself, without a reload', async () => {
  await addStream('Porch')
  const { token } = await e2e.api('POST', '/displays', { name: 'Porch', views: [{ kind: 'streams' }] })
  const { page } = await kiosk(token)
  await plays(page, 'Porch')
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true))
  await e2e.foyer.down()
  await page.getByTestId('kiosk-offline').waitFor({ timeout: 20_000 })
  // The picture stays on the wall meanwhile, with the small note: never an error screen.
  await tile(page, 'Porch').getByText('Last picture · reconnecting…').waitFor({ timeout: 20_000 })
  expect(await tile(page, 'Porch').locator('img').count()).toBe(1)
  await e2e.foyer.up()
  await page.getByTestId('kiosk-offline').waitFor({ state: 'detached', timeout: 25_000 })
  await plays(page, 'Porch', 40_000)
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true)
}, 150_000)

test('a camera that fails keeps its last picture with a small note; the other camera plays on', async () => {
  const failing = await startCamera('h264', '640x360')
  try {
    await addStream('Shed', failing.url)
    await addStream('Drive')
    const { token } = await e2e.api('POST', '/displays', { name: 'Yard', views: [{ kind: 'streams' }], theme: 'light', density: 'wall' })
    const { page } = await kiosk(token)
    await plays(page, 'Shed')
    await plays(page, 'Drive')
    // The light theme with two cameras live.
    await shot(page, 'kiosk-streams-wall-light')
    await tile(page, 'Shed').locator('img').waitFor({ state: 'attached', timeout: 15_000 })
    await failing.stop()
    const shed = tile(page, 'Shed')
    await shed.getByText('Last picture · reconnecting…').waitFor({ timeout: 30_000 })
    expect(await shed.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640)
    expect(await shed.locator('video').getAttribute('data-playing')).toBeNull()
    await plays(page, 'Drive')
    expect(await page.getByText(/error/i).count()).toBe(0)
    await shot(page, 'kiosk-streams-failed-light')
  } finally {
    await failing.stop()
  }
}, 120_000)

test('the stream hub display at 375 px: screenshot', async () => {
  await addStream('Nursery')
  const { token } = await e2e.api('POST', '/displays', { name: 'Phone', views: [{ kind: 'streams' }], theme: 'dark', density: 'wall' })
  const { page } = await kiosk(token, { width: 375, height: 800 })
  await plays(page, 'Nursery')
  const box = await tile(page, 'Nursery').boundingBox()
  expect(box!.width).toBeLessThanOrEqual(375)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await shot(page, 'kiosk-streams-375')
}, 60_000)
