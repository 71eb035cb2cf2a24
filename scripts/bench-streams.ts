// Stream hub figures: CPU and RSS of dist/foyer and its ffmpeg relays with 4 cameras × 4 viewers each, and the time
// from a click on a card to its first video frame in Chromium (cold: the camera's relay is not running yet).
// Cameras are GStreamer RTSP servers on 127.0.0.1 (640x360, 15 fps, H.264); everything is stopped before it exits.
// Usage: bun scripts/bench-streams.ts [--seconds N] (build dist/foyer first).
import { readdirSync, readFileSync } from 'node:fs'
import { startCamera } from '../tests/helpers/rtsp-camera'
import { launchBrowser, signIn } from '../tests/e2e/support/browser'
import { createFirstAdmin, socketUrl, startFoyer } from '../tests/e2e/support/server'

const CAMERAS = 4
const VIEWERS_PER_CAMERA = 4
const CLICK_RUNS = 3
const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 15
const ADMIN = { fullName: 'Bench', username: 'bench', password: 'bench-password' }
const TICKS = 100 // USER_HZ on Linux

interface Proc {
  pid: number
  ppid: number
  comm: string
  /** utime + stime, in ticks. */
  cpu: number
  rssKiB: number
}

function processes(): Proc[] {
  const all: Proc[] = []
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (f[0] === 'Z') continue
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
      all.push({ pid: Number(pid), ppid: Number(f[1]), comm, cpu: Number(f[11]) + Number(f[12]), rssKiB: rss ? Number(rss[1]) : 0 })
    } catch {}
  }
  return all
}

/** Foyer (the child of this process named foyer) and the ffmpeg processes it runs. */
function foyerTree() {
  const all = processes()
  const foyer = all.find((p) => p.ppid === process.pid && p.comm === 'foyer')
  if (!foyer) throw new Error('dist/foyer is not running')
  return { foyer, ffmpeg: all.filter((p) => p.ppid === foyer.pid && p.comm === 'ffmpeg') }
}

const mib = (kib: number) => (kib / 1024).toFixed(1)

const cameras = await Promise.all(Array.from({ length: CAMERAS }, () => startCamera('h264', '640x360')))
const foyer = await startFoyer()
const chrome = await launchBrowser()
try {
  const token = await createFirstAdmin(foyer, ADMIN)
  const add = async (name: string, url: string) =>
    (await foyer.api('POST', '/listing/save/stream', { token, body: { linkName: name, linkURL: url } })).body.id as number
  const ids = await Promise.all(cameras.map((c, i) => add(`Camera ${i + 1}`, c.url)))

  const idle = foyerTree()
  console.log(`idle: foyer RSS ${mib(idle.foyer.rssKiB)} MiB, ${idle.ffmpeg.length} ffmpeg`)

  // 16 websocket viewers, 4 per camera.
  const received = new Map<WebSocket, number>()
  const sockets: WebSocket[] = []
  for (const id of ids)
    for (let n = 0; n < VIEWERS_PER_CAMERA; n++) {
      const ws = new WebSocket(await socketUrl(foyer, token, `/ws/stream/${id}`, 'stream'))
      ws.binaryType = 'arraybuffer'
      received.set(ws, 0)
      ws.onmessage = (e) => received.set(ws, (received.get(ws) ?? 0) + (e.data as ArrayBuffer).byteLength)
      sockets.push(ws)
      // One at a time: a session holds at most 8 unused tickets, and 16 asked for at once would drop the first.
      await new Promise((resolve) => {
        ws.addEventListener('open', resolve, { once: true })
        ws.addEventListener('close', resolve, { once: true })
      })
    }
  const deadline = Date.now() + 20_000
  while ([...received.values()].some((n) => n === 0)) {
    if (Date.now() > deadline) throw new Error('not every viewer got video within 20 s')
    await Bun.sleep(100)
  }
  await Bun.sleep(2000)
  const before = foyerTree()
  const bytesBefore = [...received.values()].reduce((a, b) => a + b, 0)
  const started = performance.now()
  await Bun.sleep(seconds * 1000)
  const after = foyerTree()
  const wall = (performance.now() - started) / 1000
  const bytes = [...received.values()].reduce((a, b) => a + b, 0) - bytesBefore
  const cpu = (p: Proc, b?: Proc) => ((p.cpu - (b?.cpu ?? p.cpu)) / TICKS / wall) * 100
  const ffmpegCpu = after.ffmpeg.reduce(
    (n, p) =>
      n +
      cpu(
        p,
        before.ffmpeg.find((q) => q.pid === p.pid),
      ),
    0,
  )
  console.log(`${CAMERAS} cameras × ${VIEWERS_PER_CAMERA} viewers over ${wall.toFixed(1)} s: ${after.ffmpeg.length} ffmpeg processes`)
  console.log(`  foyer:  CPU ${cpu(after.foyer, before.foyer).toFixed(1)}% of one core, RSS ${mib(after.foyer.rssKiB)} MiB`)
  console.log(`  ffmpeg: CPU ${ffmpegCpu.toFixed(1)}% of one core in all, RSS ${mib(after.ffmpeg.reduce((n, p) => n + p.rssKiB, 0))} MiB in all`)
  console.log(`  sent ${(bytes / wall / 1024).toFixed(0)} KiB/s to the ${sockets.length} viewers`)
  for (const ws of sockets) ws.close()

  // Click → first frame in Chromium, each time on a camera whose relay is not running.
  const page = await chrome.page(foyer)
  await signIn(page, ADMIN.username, ADMIN.password)
  /** Clicks the card's play button and waits until its video time moves. */
  async function firstFrame(name: string) {
    const view = page.getByRole('button', { name: `Play ${name}` })
    await view.waitFor()
    const t0 = performance.now()
    await view.click()
    await page.waitForFunction(
      (label) => ((document.querySelector(`video[aria-label="${label} live"]`) as HTMLVideoElement | null)?.currentTime ?? 0) > 0,
      name,
      { timeout: 20_000, polling: 20 },
    )
    return performance.now() - t0
  }
  const times: number[] = []
  for (let run = 1; run <= CLICK_RUNS; run++) {
    const name = `Click ${run}`
    await add(name, `${cameras[run % CAMERAS]!.url}?run=${run}`)
    await page.goto('/streaming')
    times.push(await firstFrame(name))
    await page.getByRole('button', { name: `Stop ${name}` }).click()
  }
  console.log(`click → first frame (cold relay): ${times.map((t) => `${Math.round(t)} ms`).join(', ')}`)

  // Warm: a second page joins a camera the first page is watching (the phone next to the wall display).
  const warm: number[] = []
  const display = await chrome.page(foyer)
  await signIn(display, ADMIN.username, ADMIN.password)
  for (let run = 1; run <= CLICK_RUNS; run++) {
    const name = `Click ${run}`
    await display.goto('/streaming')
    await display.getByRole('button', { name: `Play ${name}` }).click()
    await page.goto('/streaming')
    await Bun.sleep(1500)
    warm.push(await firstFrame(name))
    await page.getByRole('button', { name: `Stop ${name}` }).click()
  }
  console.log(`click → first frame (joining a running relay): ${warm.map((t) => `${Math.round(t)} ms`).join(', ')}`)
} finally {
  await chrome.close()
  await foyer.stop()
  await Promise.all(cameras.map((c) => c.stop()))
}
