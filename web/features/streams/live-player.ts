import type Mpegts from 'mpegts.js'
import { loadOnce } from '../../lib/load-once'
import { socketUrl } from '../../lib/socket-url'
import { KEEP_ALIVE_MS, LIVE_SYNC_DURATION_COUNT, SKIP_BUFFER_BYTES } from './stream-constants'
import { socketPath } from './streams.api'

// Fetched on first play; a fetch that failed (Foyer restarting under a wall display) is tried again at the next play.
const loadMpegts = loadOnce(() => import('mpegts.js'))

/** A running player: stop it when the card leaves live mode. */
export interface LivePlayer {
  destroy(): void
}

/** Seconds of picture the video holds beyond what it shows. */
const latency = (video: HTMLVideoElement) => (video.buffered.length ? video.buffered.end(video.buffered.length - 1) - video.currentTime : 0)

/**
 * The socket mpegts.js reads: binary MPEG-TS in, a keep-alive out every 5 s, and when the picture lags while more
 * than SKIP_BUFFER_BYTES arrive, a jump to the live edge (frames are skipped rather than played late). The source's
 * url is the socket's path: each open (mpegts.js reopens after some errors) asks for a fresh ticket naming the stream.
 */
function socketLoader(mpegts: typeof Mpegts, video: HTMLVideoElement, streamId: number): Mpegts.CustomLoaderConstructor {
  const { BaseLoader, LoaderStatus, LoaderErrors } = mpegts
  return class StreamSocketLoader extends BaseLoader {
    private ws: WebSocket | null = null
    private timer: ReturnType<typeof setInterval> | undefined
    private received = 0
    private lagging = 0
    private aborted = false

    constructor() {
      super('foyer-stream-socket')
      this._needStash = true
    }

    open(source: Mpegts.MediaSegment) {
      this._status = LoaderStatus.kConnecting
      socketUrl(source.url, 'stream', streamId).then(
        (url) => {
          if (!this.aborted) this.connect(url)
        },
        () => this.fail('No ticket for the stream.'),
      )
    }

    private connect(url: string) {
      const ws = new WebSocket(url)
      this.ws = ws
      ws.binaryType = 'arraybuffer'
      ws.onopen = () => {
        this._status = LoaderStatus.kBuffering
        this.timer = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'keep-alive' })), KEEP_ALIVE_MS)
      }
      ws.onmessage = (e) => {
        if (!(e.data instanceof ArrayBuffer)) return
        this.skipWhenBehind(e.data.byteLength)
        const start = this.received
        this.received += e.data.byteLength
        this.onDataArrival(e.data, start, this.received)
      }
      ws.onclose = () => {
        clearInterval(this.timer)
        // The camera ended or the server closed: an error, so the card reloads the player.
        this.fail('The stream closed.')
      }
    }

    private fail(msg: string) {
      if (this.aborted) return
      this._status = LoaderStatus.kError
      this.onError(LoaderErrors.EXCEPTION as unknown as Mpegts.LoaderErrors, { code: -1, msg })
    }

    private skipWhenBehind(bytes: number) {
      this.lagging = latency(video) < 1 ? 0 : this.lagging + bytes
      if (this.lagging <= SKIP_BUFFER_BYTES) return
      this.lagging = 0
      video.currentTime = video.buffered.end(video.buffered.length - 1) - 0.1
    }

    abort() {
      this.aborted = true
      clearInterval(this.timer)
      if (this.ws && this.ws.readyState <= WebSocket.OPEN) this.ws.close()
      this.ws = null
      this._status = LoaderStatus.kComplete
    }

    destroy() {
      this.abort()
      super.destroy()
    }
  } as unknown as Mpegts.CustomLoaderConstructor
}

/** Plays a stream's socket in the video element; mpegts.js loads only when a card first plays. */
export async function startPlayer(video: HTMLVideoElement, streamId: number, onError: () => void): Promise<LivePlayer> {
  const mpegts = (await loadMpegts()).default
  const player = mpegts.createPlayer(
    { type: 'mpegts', isLive: true, url: socketPath(streamId) },
    {
      isLive: true,
      enableWorker: false,
      enableStashBuffer: false,
      customLoader: socketLoader(mpegts, video, streamId),
      // Keep close to live: chase the edge once LIVE_SYNC_DURATION_COUNT half-seconds behind.
      liveBufferLatencyChasing: true,
      liveBufferLatencyMaxLatency: LIVE_SYNC_DURATION_COUNT * 0.5,
      liveBufferLatencyMinRemain: 0.3,
      autoCleanupSourceBuffer: true,
      autoCleanupMaxBackwardDuration: 30,
      autoCleanupMinBackwardDuration: 10,
    },
  )
  player.on(mpegts.Events.ERROR, onError)
  player.attachMediaElement(video)
  player.load()
  void Promise.resolve(player.play()).catch(() => {})
  return {
    destroy() {
      player.off(mpegts.Events.ERROR, onError)
      player.destroy()
    },
  }
}
