import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A port on 127.0.0.1 that nothing listens on (just closed). */
export function closedPort(): number {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
  const port = probe.port
  probe.stop(true)
  return port
}

/**
 * A real RTSP camera on 127.0.0.1: GStreamer's RTSP server (Debian's python3-gi and gir1.2-gst-rtsp-server-1.0)
 * serving a test pattern (size WxH, 15 fps) at /cam, H.264 or (codec 'vp8') something the relay has to transcode.
 */
export async function startCamera(codec: 'h264' | 'vp8' = 'h264', size = '320x240') {
  const port = closedPort()
  // GStreamer writes its registry under ~/.cache: never the real home.
  const home = mkdtempSync(join(tmpdir(), 'foyer-camera-'))
  const proc = Bun.spawn(['/usr/bin/python3', join(import.meta.dir, 'rtsp-camera.py'), String(port), codec, size], {
    env: { ...process.env, HOME: home, XDG_CACHE_HOME: join(home, '.cache') },
    stdout: 'pipe',
    stderr: 'ignore',
  })
  const reader = proc.stdout.getReader()
  let said = ''
  while (!said.includes('ready')) {
    const read = await reader.read()
    if (read.done) throw new Error('the test camera did not start (is gir1.2-gst-rtsp-server-1.0 installed?)')
    said += new TextDecoder().decode(read.value)
  }
  return {
    url: `rtsp://127.0.0.1:${port}/cam`,
    port,
    async stop() {
      proc.kill('SIGKILL')
      await proc.exited
      rmSync(home, { recursive: true, force: true })
    },
  }
}

/** The command lines of the ffmpeg processes this test process started (children only), read from /proc. */
export function ffmpegCommands(): string[][] {
  const commands: string[][] = []
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      // pid (comm) state ppid ...: comm may hold spaces, so split after its closing parenthesis.
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (comm === 'ffmpeg' && Number(ppid) === process.pid && state !== 'Z') commands.push(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'))
    } catch {}
  }
  return commands
}

export const ffmpegChildren = () => ffmpegCommands().length
