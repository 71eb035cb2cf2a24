// The images scripts/test-docker.ts built (FOYER_DOCKER_IMAGES), run on its private daemon with --network host (no bridge
// there, so no -p): within the size budget, hardened (--read-only, no capabilities) as uid 10001, healthy by the image's own
// HEALTHCHECK, /data kept across a restart, ffmpeg doing what the stream hub asks of it, and a root-owned /data refused in
// one line. The plain unit run loads this file and skips it.
import { afterAll, describe, expect, test } from 'bun:test'
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, signIn } from '../../scripts/binary-run'
import { FFMPEG_MISSING, relayArgs, TS_PIDS, tsGrabArgs } from '../../src/features/streams/streams.ffmpeg'
import { startCamera } from '../helpers/rtsp-camera'
import { command, output } from '../release/support/release'

const images = process.env.FOYER_DOCKER_IMAGES ? (JSON.parse(process.env.FOYER_DOCKER_IMAGES) as Partial<Record<Kind, string>>) : null
type Kind = 'full' | 'slim'
/** Uncompressed size each image must stay within (Debian slim ~80 MB, the binary ~125 MB, ffmpeg and libx264 ~15 MB). */
const BUDGET_MB: Record<Kind, number> = { full: 240, slim: 225 }
const DOCKER = '/usr/bin/docker'
const docker = (...args: string[]) => output(DOCKER, ...args)
const ADMIN = { username: 'docker', password: 'docker-check-only' }
const ICON = { iconUrl: '/api/v1/icons/tabler/3/dark/link.svg', iconProvider: 'tabler', iconId: 'link' }
// What the README recommends for a hardened run: nothing but /data and /tmp writable, no capabilities.
const HARDENED = ['--read-only', '--tmpfs', '/tmp', '--cap-drop', 'ALL', '--security-opt', 'no-new-privileges']
// The image's own HEALTHCHECK command, asked every second instead of every 30 s.
const FAST_HEALTH = ['--health-interval', '1s']

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** Starts image detached on a free port of 127.0.0.1 with the first admin; its container id and base URL. */
async function start(image: string, args: string[]) {
  const port = freePort()
  const env = ['-e', `PORT=${port}`, '-e', 'HOST=127.0.0.1', '-e', `FOYER_ADMIN_USERNAME=${ADMIN.username}`, '-e', `FOYER_ADMIN_PASSWORD=${ADMIN.password}`]
  const id = (await docker('run', '-d', '--network', 'host', ...env, ...FAST_HEALTH, ...args, image)).trim()
  cleanups.push(() => command(DOCKER, 'rm', '--force', id))
  return { id, base: `http://127.0.0.1:${port}` }
}

/** Waits until the container's HEALTHCHECK says healthy; its logs in the error if it stops or turns unhealthy first. */
async function healthy(id: string) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await Bun.sleep(200)) {
    const [running, health] = (await docker('inspect', '--format', '{{.State.Running}} {{.State.Health.Status}}', id)).trim().split(' ')
    if (health === 'healthy') return
    if (running !== 'true' || health === 'unhealthy') break
  }
  throw new Error(`container did not turn healthy: ${(await command(DOCKER, 'logs', id)).out}`)
}

async function call(base: string, token: string, method: string, path: string, body?: unknown) {
  return fetch(`${base}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** docker run --rm of the image's ffmpeg (input on its stdin when given); its exit code and raw stdout. */
async function ffmpegIn(image: string, args: string[], input?: Uint8Array) {
  const interactive = input ? ['--interactive'] : []
  const proc = Bun.spawn([DOCKER, 'run', '--rm', ...interactive, '--network', 'host', ...HARDENED, '--entrypoint', '/usr/local/bin/ffmpeg', image, ...args], {
    stdin: input ?? 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [out, err, code] = await Promise.all([new Response(proc.stdout).bytes(), new Response(proc.stderr).text(), proc.exited])
  return { code, out, err }
}

describe.if(images !== null).each((['full', 'slim'] as const).filter((kind) => images?.[kind]))('the %s image', (kind) => {
  const image = images?.[kind] ?? ''

  test('stays within its size budget', async () => {
    const bytes = Number(await docker('image', 'inspect', '--format', '{{.Size}}', image))
    console.log(`docker checks: ${image} is ${(bytes / 1e6).toFixed(0)} MB (budget ${BUDGET_MB[kind]} MB)`)
    expect(bytes / 1e6).toBeLessThanOrEqual(BUDGET_MB[kind])
  })

  test('runs hardened as uid 10001, turns healthy, answers /api/v1/home and keeps /data across a restart', async () => {
    const volume = `foyer-check-${kind}-${process.pid}`
    const camera = await startCamera('h264')
    cleanups.push(() => camera.stop())
    const { id, base } = await start(image, [...HARDENED, '-v', `${volume}:/data`])
    cleanups.push(() => command(DOCKER, 'volume', 'rm', '--force', volume))
    await healthy(id)
    expect((await fetch(`${base}/api/v1/home`)).status).toBe(200)
    // The server process itself, seen from the host.
    const pid = (await docker('inspect', '--format', '{{.State.Pid}}', id)).trim()
    expect(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]).toBe('10001')

    let token = await signIn(base, ADMIN.username, ADMIN.password)
    const saved = await call(base, token, 'POST', '/listing/save/folder', { folderName: 'Kept', folderIcon: ICON, parentId: null, showInSidebar: true })
    const folder = ((await saved.json()) as { message: { id: number } }).message
    const stream = await call(base, token, 'POST', '/listing/save/stream', { linkName: 'Camera', linkURL: camera.url })
    const streamId = ((await stream.json()) as { message: { id: number } }).message.id
    // The full image's ffmpeg grabs a frame from a real RTSP camera; the slim one has none and says what to do.
    const preview = await call(base, token, 'GET', `/listing/stream/preview/${streamId}`)
    if (kind === 'full') {
      expect(preview.status).toBe(200)
      expect([...(await preview.bytes()).subarray(0, 2)]).toEqual([0xff, 0xd8])
    } else {
      expect(preview.status).toBe(503)
      expect(await preview.text()).toContain(FFMPEG_MISSING)
    }

    await docker('restart', '--time', '10', id)
    await healthy(id)
    token = await signIn(base, ADMIN.username, ADMIN.password)
    const list = await call(base, token, 'GET', `/listing/folder/${folder.id}/list`)
    expect(list.status).toBe(200)
  })

  test('refuses a root-owned bind-mounted /data in one line naming uid 10001, and starts once it is chowned as the NAS templates do', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-data-'))
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
    chownSync(dir, 0, 0)
    const refused = await command(DOCKER, 'run', '--rm', '--network', 'host', '-e', `PORT=${freePort()}`, ...HARDENED, '-v', `${dir}:/data`, image)
    expect(refused.code).toBe(1)
    expect(refused.out.trim()).toBe(
      'foyer: DATA_DIR /data is not writable (EACCES): it must be owned by the user Foyer runs as, uid 10001: chown -R 10001 /data (in a container, on the host folder mounted there; the image runs as uid 10001)',
    )
    // deploy/nas/casaos and truenas: a one-shot root service runs chown 10001:10001 /data in the same image.
    await docker('run', '--rm', '--user', '0:0', '--entrypoint', 'chown', '-v', `${dir}:/data`, image, '10001:10001', '/data')
    const { id } = await start(image, [...HARDENED, '-v', `${dir}:/data`])
    await healthy(id)
  })
})

describe.if(images?.full !== undefined)('the full image’s ffmpeg', () => {
  test.each(['h264', 'vp8'] as const)('relays a %s RTSP camera to MPEG-TS with the stream hub’s arguments', async (codec) => {
    const camera = await startCamera(codec)
    cleanups.push(() => camera.stop())
    const args = relayArgs(camera.url, codec === 'h264' ? 'copy' : 'transcode')
    // The hub's arguments, ending after 25 frames instead of when the last viewer leaves.
    const { code, out, err } = await ffmpegIn(images?.full ?? '', [...args.slice(0, -1), '-frames:v', '25', args.at(-1)!])
    expect({ code, err: code === 0 ? '' : err }).toEqual({ code: 0, err: '' })
    expect(out.length % 188).toBe(0)
    expect(out[0]).toBe(0x47)
    // The hub finds tables and keyframes by the pinned packet ids.
    const pids = new Set<number>()
    for (let at = 0; at < out.length; at += 188) pids.add(((out[at + 1]! & 0x1f) << 8) | out[at + 2]!)
    expect([TS_PIDS.pat, TS_PIDS.pmt, TS_PIDS.video].every((pid) => pids.has(pid))).toBe(true)
    // A preview taken from a running relay: that MPEG-TS on a second ffmpeg's stdin, one JPEG out.
    const grab = await ffmpegIn(images?.full ?? '', tsGrabArgs(), out)
    expect({ code: grab.code, err: grab.code === 0 ? '' : grab.err }).toEqual({ code: 0, err: '' })
    expect([...grab.out.subarray(0, 2)]).toEqual([0xff, 0xd8])
  })
})
