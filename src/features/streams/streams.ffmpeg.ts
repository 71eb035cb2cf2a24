import type { Subprocess } from 'bun'
import { AppError } from '../../core/errors'

export const FFMPEG_MISSING = 'ffmpeg is not installed on the server: install it (or set FOYER_FFMPEG to its path) to watch streams.'

// RTSP over TCP (no UDP ports through NATs and firewalls), socket reads time out after 5 s (a hung camera ends ffmpeg).
// The camera's address always comes last among the input options, as one argument: it is checked to be rtsp(s)://.
const cameraInput = (url: string) => [...fastStart, '-rtsp_transport', 'tcp', '-timeout', '5000000', '-i', url]
// Live input: start on the first packets instead of probing seconds of video (first frame in ~0.5 s, not ~2 s).
const quiet = ['-hide_banner', '-nostats', '-loglevel', 'info']
const fastStart = ['-analyzeduration', '0', '-probesize', '32768']

/** H.264 passes through untouched; anything else is encoded to H.264 that mpegts.js can play, a keyframe every 2 s at 25 fps. */
export type RelayMode = 'copy' | 'transcode'
const video: Record<RelayMode, string[]> = {
  // dump_extra repeats the stream headers at every keyframe: viewers who join later can start decoding.
  copy: ['-c:v', 'copy', '-bsf:v', 'dump_extra'],
  transcode: ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '50'],
}

/** The relay's TS packet ids (ffmpeg's defaults, pinned): the hub finds the stream tables and keyframes by them. */
export const TS_PIDS = { pat: 0, pmt: 0x1000, video: 0x100 }

export const relayArgs = (url: string, mode: RelayMode) => [
  ...quiet,
  '-nostdin',
  ...cameraInput(url),
  '-an',
  ...video[mode],
  '-f',
  'mpegts',
  '-mpegts_pmt_start_pid',
  String(TS_PIDS.pmt),
  '-mpegts_start_pid',
  String(TS_PIDS.video),
  'pipe:1',
]

const oneJpeg = ['-an', '-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '5', '-f', 'image2', 'pipe:1']
/** One frame straight from the camera. */
export const grabArgs = (url: string) => [...quiet, '-nostdin', ...cameraInput(url), ...oneJpeg]
/** One frame from a running relay's MPEG-TS, written to ffmpeg's stdin. */
// It starts with the relay's stream tables and last keyframe (the hub's catch-up), so it needs no probing either.
export const tsGrabArgs = () => [...quiet, ...fastStart, '-f', 'mpegts', '-i', 'pipe:0', ...oneJpeg]

// Every ffmpeg still running: none outlives the server, however it exits (the SIGTERM handler ends in process.exit,
// before the server's stop hooks could run).
const alive = new Set<Subprocess>()
process.on('exit', () => {
  for (const proc of alive) proc.kill('SIGKILL')
})

/** Runs ffmpeg with piped output; a missing binary is a 503 with a message that says what to do. */
export function spawnFfmpeg<In extends 'pipe' | 'ignore' = 'ignore'>(bin: string, args: string[], stdin?: In): Subprocess<In, 'pipe', 'pipe'> {
  try {
    const proc = Bun.spawn([bin, ...args], { stdin: stdin ?? 'ignore', stdout: 'pipe', stderr: 'pipe' }) as Subprocess<In, 'pipe', 'pipe'>
    alive.add(proc)
    void proc.exited.then(() => alive.delete(proc))
    return proc
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') throw new AppError(503, FFMPEG_MISSING)
    throw error
  }
}

/** The codec of the first video stream in ffmpeg's description of its input ('Stream #0:0: Video: h264 (High), ...'). */
export function videoCodec(stderr: string): string | null {
  return /Input #0[\s\S]*?Stream #0:\d+[^:]*: Video: (\w+)/.exec(stderr)?.[1] ?? null
}
