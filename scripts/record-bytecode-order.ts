// Records which bytecode a Foyer binary uses while it starts and serves the home screen, for
// `bun build --bytecode-order`: that bytecode then sits together at the front of the binary, so a started
// server maps fewer of its pages (about 2 MiB less idle RSS). Used by scripts/build-binary.ts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signIn, startBinary } from './binary-run'

const ADMIN = { username: 'profile', password: 'profile-run-only' }

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
      const token = await signIn(base, ADMIN.username, ADMIN.password)
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
  const env = { DATA_DIR: dataDir, FOYER_ADMIN_USERNAME: ADMIN.username, FOYER_ADMIN_PASSWORD: ADMIN.password, BUN_BYTECODE_ORDER_OUT: orderFile }
  const run = await startBinary([binary], env, { cwd: dataDir })
  try {
    await use(run.base)
  } finally {
    // SIGTERM lets main.ts exit normally, which is when the order file is written.
    await run.stop()
  }
  if (!(await Bun.file(orderFile).exists())) throw new Error(`the run wrote no ${orderFile}`)
}
