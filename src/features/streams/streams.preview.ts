import { CappedMap, dropOldest } from '../../core/bounded'
import { createLimiter, NoSlot } from '../../core/concurrency'
import { AppError } from '../../core/errors'
import { grabArgs, spawnFfmpeg, tsGrabArgs, videoCodec } from './streams.ffmpeg'
import type { StreamHub } from './streams.hub'

/** How long one picture serves every card showing that stream. */
const PREVIEW_TTL_MS = 60_000
/** Pictures kept at once (a camera's JPEG may be a megabyte or two): more cameras than this are grabbed again. */
const PREVIEW_MAX = 32
/** Under Bun's 10 s idle timeout, and well within the 15 s a dead camera may take to answer; waiting for a slot included. */
const GRAB_LIMIT_MS = 8_000
/**
 * Grabs under way at once. Measured: one ffmpeg peaks at ~60 MiB RSS (320x240) to ~84 MiB (1080p), of which ~12 to
 * ~37 MiB its own (the rest shared libraries), and decodes on a core of its own. 3 at once stay near 110 MiB at 1080p
 * and leave a 4-core Pi a core for the server and the live relays. A working camera answers in well under a second, so
 * 3 slots get through more than the 32 pictures kept within the limit: as many may wait.
 */
const GRABS = { running: 3, waiting: PREVIEW_MAX }

const NO_PICTURE = 'Could not get a picture from the camera.'

const isJpeg = (bytes: Uint8Array) => bytes.byteLength > 2 && bytes[0] === 0xff && bytes[1] === 0xd8

/**
 * One JPEG per camera, cached for a minute; concurrent requests share one grab. With a relay running the frame comes
 * from its output, otherwise ffmpeg opens the camera for one frame (and notes its codec for the relay).
 */
export function createPreviews(opts: { ffmpeg: string; hub: StreamHub; codecs: Map<string, string> }) {
  // In the order they were grabbed: expired ones are at the front.
  const cache = new CappedMap<string, { at: number; jpeg: Uint8Array<ArrayBuffer> }>(PREVIEW_MAX)
  const pending = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()
  const slots = createLimiter(GRABS)

  /** A frame from the running relay: its MPEG-TS is written to a second ffmpeg that keeps one picture. */
  function fromRelay(key: string) {
    const proc = spawnFfmpeg(opts.ffmpeg, tsGrabArgs(), 'pipe')
    const untap = opts.hub.tap(key, (chunk) => {
      // Never disturbs the relay: a grab that already ended just misses the chunk.
      try {
        proc.stdin.write(chunk)
        Promise.resolve(proc.stdin.flush()).catch(() => {})
      } catch {}
    })
    const finish = () => {
      untap?.()
      Promise.resolve()
        .then(() => proc.stdin.end())
        .catch(() => {})
    }
    // The relay stopped in between: an empty input fails at once.
    if (!untap) finish()
    void proc.exited.then(finish)
    // Nothing to learn from its description: the relay already knows the camera's codec.
    return { proc, learn: () => {} }
  }

  /** A frame straight from the camera; its codec is noted for the relay. */
  function fromCamera(key: string, url: string) {
    const proc = spawnFfmpeg(opts.ffmpeg, grabArgs(url))
    const learn = (stderr: string) => {
      const codec = videoCodec(stderr)
      if (codec) opts.codecs.set(key, codec)
    }
    return { proc, learn }
  }

  async function grab(key: string, url: string, deadline: number): Promise<Uint8Array<ArrayBuffer>> {
    const { proc, learn } = opts.hub.hasPicture(key) ? fromRelay(key) : fromCamera(key, url)
    const timer = setTimeout(() => proc.kill('SIGKILL'), deadline - Date.now())
    const [jpeg, stderr, code] = await Promise.all([new Response(proc.stdout).bytes(), new Response(proc.stderr).text(), proc.exited])
    clearTimeout(timer)
    learn(stderr)
    if (code !== 0 || !isJpeg(jpeg)) throw new AppError(502, NO_PICTURE)
    return jpeg
  }

  return {
    /** The camera's picture (JPEG bytes), or a 502/503 AppError. */
    get(key: string, url: string): Promise<Uint8Array<ArrayBuffer>> {
      const now = Date.now()
      dropOldest(cache, (k) => now - cache.get(k)!.at > PREVIEW_TTL_MS)
      const cached = cache.get(key)
      if (cached) return Promise.resolve(cached.jpeg)
      const running = pending.get(key)
      if (running) return running
      // The time spent waiting for a slot is the grab's own: the answer still comes before the request is cut.
      const deadline = now + GRAB_LIMIT_MS
      const job = slots
        .run(() => grab(key, url, deadline), GRAB_LIMIT_MS)
        .then((jpeg) => {
          cache.set(key, { at: Date.now(), jpeg })
          return jpeg
        })
        .catch((error) => {
          // No slot in time is no picture: the card shows its placeholder and asks again, as for a camera that failed.
          throw error instanceof NoSlot ? new AppError(502, NO_PICTURE) : error
        })
        .finally(() => pending.delete(key))
      pending.set(key, job)
      return job
    },
  }
}
