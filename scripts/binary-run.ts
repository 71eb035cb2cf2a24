// Starts a built Foyer binary on 127.0.0.1 and signs in to it: for the bytecode-order recording and the release smoke runs.
import { spawn, type Subprocess } from 'bun'

const md5 = (s: string) => new Bun.CryptoHasher('md5').update(s).digest('hex')

export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
  const port = probe.port!
  probe.stop(true)
  return port
}

export interface Running {
  base: string
  proc: Subprocess<'ignore', 'ignore', 'pipe'>
  /** SIGTERM (Foyer exits normally) and wait; the exit code. */
  stop(): Promise<number>
}

/** Runs command (the binary, or qemu plus the binary) with env on a free port until GET /api/v1/home answers 200. */
export async function startBinary(command: string[], env: Record<string, string>, options: { cwd: string; timeoutMs?: number }): Promise<Running> {
  const port = freePort()
  const base = `http://127.0.0.1:${port}`
  const proc = spawn(command, {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdin: 'ignore',
    stdout: 'ignore',
    stderr: 'pipe',
  })
  const stop = async () => {
    proc.kill('SIGTERM')
    return proc.exited
  }
  const timeoutMs = options.timeoutMs ?? 30_000
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const up = await fetch(`${base}/api/v1/home`).then(
      (r) => r.status === 200,
      () => false,
    )
    if (up) return { base, proc, stop }
    if (proc.exitCode !== null) throw new Error(`${command.join(' ')} exited (${proc.exitCode}): ${await new Response(proc.stderr).text()}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`no 200 from /api/v1/home within ${timeoutMs / 1000} s: ${await new Response(proc.stderr).text()}`)
    }
    await Bun.sleep(20)
  }
}

/** POST /api/v1/login (the password goes as its MD5 hex, as the browser sends it); the session token. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const login = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: md5(password) }),
  })
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`)
  return ((await login.json()) as { message: { token: string } }).message.token
}
