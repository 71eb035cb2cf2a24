import type { Subprocess } from 'bun'
import { relayArgs, spawnFfmpeg, TS_PIDS, videoCodec, type RelayMode } from './streams.ffmpeg'

const TS_PACKET = 188
/** How far a viewer may fall behind: past `queueBytes` still queued it misses chunks instead of queueing more (a slow phone never slows the wall display), and behind for `lagMs` it is closed (it can reconnect and start afresh). */
const VIEWER_LIMITS = { queueBytes: 2 * 1024 * 1024, lagMs: 10_000 }
/** What a relay holds back while it learns the codec from ffmpeg's description of the input. */
const HELD_LIMIT = 4 * 1024 * 1024
/** The most a relay keeps of the picture since its last keyframe, for viewers who join (longer groups are not kept). */
const GOP_LIMIT = 4 * 1024 * 1024
/** A camera that sends no video for this long after its relay starts counts as dead. */
const FIRST_DATA_MS = 15_000
const STDERR_KEEP = 16_384

const CAMERA_ENDED = 'The camera stream ended.'
const TOO_SLOW = 'This connection could not keep up with the stream.'

/** One websocket watching a camera. */
export interface Viewer {
  send(chunk: Uint8Array): void
  /** Bytes still queued on the connection. */
  buffered(): number
  close(code: number, reason: string): void
}

interface Relay {
  key: string
  url: string
  proc: Subprocess<'ignore', 'pipe', 'pipe'>
  mode: RelayMode
  /** Output passes to viewers once the codec is known (the relay may still restart to transcode). */
  open: boolean
  gotData: boolean
  held: Uint8Array[]
  heldBytes: number
  /** When each viewer started falling behind (null: keeping up). */
  viewers: Map<Viewer, number | null>
  taps: Set<(chunk: Uint8Array) => void>
  /** The latest stream tables and everything since the last keyframe: a viewer who joins starts decoding at once. */
  pat: Uint8Array | null
  pmt: Uint8Array | null
  gop: Uint8Array[] | null
  gopBytes: number
  stopTimer?: ReturnType<typeof setTimeout>
  stopped: boolean
}

/**
 * One ffmpeg per camera however many watch: the first viewer starts it, the others share its MPEG-TS, it stops
 * `graceMs` after the last viewer leaves, and when the camera fails every viewer is closed (they may retry).
 * `codecs` remembers each camera's video codec (the preview learns it too), so H.264 is copied, not re-encoded.
 */
export function createStreamHub(opts: { ffmpeg: string; graceMs: number; codecs: Map<string, string>; limits?: typeof VIEWER_LIMITS }) {
  const relays = new Map<string, Relay>()
  const limits = opts.limits ?? VIEWER_LIMITS

  const endRelay = (relay: Relay, reason: string | null) => {
    if (relay.stopped) return
    relay.stopped = true
    clearTimeout(relay.stopTimer)
    if (relays.get(relay.key) === relay) relays.delete(relay.key)
    relay.proc.kill('SIGKILL')
    if (reason) for (const viewer of relay.viewers.keys()) viewer.close(1011, reason)
    relay.viewers.clear()
  }

  /** Notes the stream tables and the last keyframe's group of pictures in a chunk of whole TS packets. */
  const remember = (relay: Relay, chunk: Uint8Array) => {
    let keyframe = -1
    for (let i = 0; i + TS_PACKET <= chunk.byteLength; i += TS_PACKET) {
      const pid = ((chunk[i + 1]! & 0x1f) << 8) | chunk[i + 2]!
      if (pid === TS_PIDS.pat) relay.pat = chunk.slice(i, i + TS_PACKET)
      else if (pid === TS_PIDS.pmt) relay.pmt = chunk.slice(i, i + TS_PACKET)
      // An adaptation field with the random access indicator: ffmpeg marks each keyframe's first packet so.
      else if (pid === TS_PIDS.video && chunk[i + 3]! & 0x20 && chunk[i + 4]! > 0 && chunk[i + 5]! & 0x40) keyframe = i
    }
    if (keyframe >= 0) {
      relay.gop = [chunk.subarray(keyframe)]
      relay.gopBytes = chunk.byteLength - keyframe
    } else if (relay.gop) {
      relay.gop.push(chunk)
      relay.gopBytes += chunk.byteLength
      if (relay.gopBytes > GOP_LIMIT) relay.gop = null
    }
  }

  /** What a joining viewer gets first: the stream tables and the picture since the last keyframe, when known. */
  const caughtUp = (relay: Relay) => relay.open && relay.pat !== null && relay.pmt !== null && relay.gop !== null
  const catchUp = (relay: Relay) => (caughtUp(relay) ? Buffer.concat([relay.pat!, relay.pmt!, ...relay.gop!]) : null)

  const deliver = (relay: Relay, chunk: Uint8Array) => {
    remember(relay, chunk)
    for (const tap of relay.taps) tap(chunk)
    const now = Date.now()
    for (const [viewer, behindSince] of relay.viewers) {
      if (viewer.buffered() <= limits.queueBytes) {
        if (behindSince !== null) relay.viewers.set(viewer, null)
        viewer.send(chunk)
      } else if (behindSince === null) relay.viewers.set(viewer, now)
      else if (now - behindSince > limits.lagMs) {
        relay.viewers.delete(viewer)
        viewer.close(1008, TOO_SLOW)
      }
    }
  }

  const forward = (relay: Relay, chunk: Uint8Array) => {
    if (relay.open) return deliver(relay, chunk)
    relay.heldBytes += chunk.byteLength
    if (relay.heldBytes <= HELD_LIMIT) relay.held.push(chunk)
  }

  /** Learned the codec: pass the held output on, or restart transcoding when copying cannot give H.264. */
  const decide = (relay: Relay, codec: string) => {
    opts.codecs.set(relay.key, codec)
    if (relay.mode === 'copy' && codec !== 'h264') return void launch(relay, 'transcode')
    relay.open = true
    for (const chunk of relay.held.splice(0)) deliver(relay, chunk)
  }

  async function pump(relay: Relay, proc: Relay['proc']) {
    let rest = new Uint8Array(0)
    const reader = proc.stdout.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const data = read.value
      if (relay.proc !== proc || relay.stopped) return void reader.cancel()
      relay.gotData = true
      const joined = rest.byteLength ? Buffer.concat([rest, data]) : data
      // Whole TS packets only: a viewer never gets half a packet.
      const whole = joined.byteLength - (joined.byteLength % TS_PACKET)
      if (whole) forward(relay, joined.subarray(0, whole))
      rest = joined.slice(whole)
    }
  }

  async function watchStderr(relay: Relay, proc: Relay['proc']) {
    let text = ''
    const decoder = new TextDecoder()
    const reader = proc.stderr.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (relay.proc !== proc || relay.stopped) return void reader.cancel()
      if (relay.open || text.length > STDERR_KEEP) continue
      text += decoder.decode(read.value, { stream: true })
      const codec = videoCodec(text)
      if (codec) decide(relay, codec)
    }
  }

  function launch(relay: Relay, mode: RelayMode) {
    if (relay.proc) relay.proc.kill('SIGKILL')
    const known = opts.codecs.get(relay.key)
    const proc = spawnFfmpeg(opts.ffmpeg, relayArgs(relay.url, mode)) as Relay['proc']
    Object.assign(relay, { proc, mode, open: known !== undefined, gotData: false, held: [], heldBytes: 0, pat: null, pmt: null, gop: null, gopBytes: 0 })
    // Dead or hung cameras: nothing reaching the viewers in time ends the relay (ffmpeg's own socket timeout is 5 s).
    const deadline = setTimeout(() => {
      if (relay.proc === proc && !(relay.open && relay.gotData)) endRelay(relay, CAMERA_ENDED)
    }, FIRST_DATA_MS)
    void pump(relay, proc)
    // Its description of the input is read to the end first: a copy that failed for its codec restarts instead of ending.
    void Promise.all([proc.exited, watchStderr(relay, proc)]).then(() => {
      clearTimeout(deadline)
      if (relay.proc === proc) endRelay(relay, CAMERA_ENDED)
    })
  }

  function start(key: string, url: string): Relay {
    const known = opts.codecs.get(key)
    // launch gives it its process and the state that goes with it.
    const relay = { key, url, viewers: new Map(), taps: new Set(), stopped: false } as unknown as Relay
    launch(relay, known === undefined || known === 'h264' ? 'copy' : 'transcode')
    relays.set(key, relay)
    return relay
  }

  return {
    /** Adds a viewer to the camera's relay, starting it if needed; call the answer when the viewer leaves. Throws 503 when ffmpeg is missing. */
    join(key: string, url: string, viewer: Viewer): () => void {
      const relay = relays.get(key) ?? start(key, url)
      clearTimeout(relay.stopTimer)
      const first = catchUp(relay)
      if (first) viewer.send(first)
      relay.viewers.set(viewer, null)
      return () => {
        relay.viewers.delete(viewer)
        if (relay.viewers.size === 0 && !relay.stopped) relay.stopTimer = setTimeout(() => endRelay(relay, null), opts.graceMs)
      }
    },
    /** Whether a relay runs for the camera and has a keyframe to start from (a preview can be cut from it). */
    hasPicture(key: string) {
      const relay = relays.get(key)
      return relay !== undefined && caughtUp(relay)
    },
    /** Hears a running relay's output from its last keyframe on (a preview frame without opening the camera again); null when none runs. */
    tap(key: string, listener: (chunk: Uint8Array) => void): (() => void) | null {
      const relay = relays.get(key)
      const first = relay && catchUp(relay)
      if (!relay || !first) return null
      listener(first)
      relay.taps.add(listener)
      return () => relay.taps.delete(listener)
    },
    /** ffmpeg processes running now. */
    get running() {
      return relays.size
    },
    stopAll() {
      for (const relay of [...relays.values()]) endRelay(relay, CAMERA_ENDED)
    },
  }
}

export type StreamHub = ReturnType<typeof createStreamHub>
