// Records which bytecode a Foyer binary uses while it starts and serves the home screen, for
// `bun build --bytecode-order`: that bytecode then sits together at the front of the binary, so a started
// server maps fewer of its pages (about 2 MiB less idle RSS). Used by scripts/build.ts.
import { spawn } from 'bun'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ADMIN = { username: 'profile', password: 'profile-run-only' }
const md5 = (s: string) => new Bun.CryptoHasher('md5').update(s).digest('hex')

function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
  const port = probe.port!
  probe.stop(true)
  return port
}

/**
 * Runs binary on a scratch DATA_DIR: a first start (migrations, the first admin), then a restart that signs in and
 * serves the home screen's calls. Returns their order files, the restart first: it is how Foyer usually starts.
 */
export async function recordBytecodeOrder(binary: string, outDir: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-order-'))
  const first = join(outDir, 'bytecode-order.first-start.txt')
  const restart = join(outDir, 'bytecode-order.restart.txt')
  try {
    await profiledRun(binary, dir, first, async () => {})
    await profiledRun(binary, dir, restart, async (base) => {
      const login = await fetch(`${base}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: ADMIN.username, password: md5(ADMIN.password) }),
      })
      const token = ((await login.json()) as { message: { token: string } }).message.token
      for (const path of ['/api/v1/dashboard', '/api/v1/listing/folder/root/list', '/api/v1/settings', '/'])
        await (await fetch(base + path, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer()
    })
    return [restart, first]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function profiledRun(binary: string, dataDir: string, orderFile: string, use: (base: string) => Promise<void>) {
  rmSync(orderFile, { force: true })
  const port = freePort()
  const base = `http://127.0.0.1:${port}`
  const proc = spawn([binary], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      FOYER_ADMIN_USERNAME: ADMIN.username,
      FOYER_ADMIN_PASSWORD: ADMIN.password,
      BUN_BYTECODE_ORDER_OUT: orderFile,
    },
    stdin: 'ignore',
    stdout: 'ignore',
    stderr: 'pipe',
  })
  try {
    const deadline = Date.now() + 30_000
    for (;;) {
      const up = await fetch(`${base}/api/v1/home`).then(
        (r) => r.status === 200,
        () => false,
      )
      if (up) break
      if (proc.exitCode !== null) throw new Error(`the binary exited (${proc.exitCode}): ${await new Response(proc.stderr).text()}`)
      if (Date.now() > deadline) throw new Error('no 200 from /api/v1/home within 30 s')
      await Bun.sleep(20)
    }
    await use(base)
  } finally {
    // SIGTERM lets main.ts exit normally, which is when the order file is written.
    proc.kill('SIGTERM')
    await proc.exited
  }
  if (!(await Bun.file(orderFile).exists())) throw new Error(`the run wrote no ${orderFile}`)
}
