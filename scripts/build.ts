// bun run build            -> dist/foyer (this host)
// bun run build -- arm64   -> dist/foyer-linux-arm64 (Raspberry Pi OS 64-bit, Debian arm64; glibc)
//
// arm64 cross-compiles with the arm64 Bun runtime of the same version as the bun running this script:
// bun fetches it from the npm registry. If that fails, it is fetched with `npm pack` instead (npm's own
// registry and proxy settings apply). Offline: set FOYER_BUN_ARM64 to an unpacked
// @oven/bun-linux-aarch64@<bun version> package/bin/bun (or its .tgz from `npm pack`).
import { $ } from 'bun'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { recordBytecodeOrder } from './record-bytecode-order'

const root = join(import.meta.dir, '..')
const arm64 = process.argv.includes('arm64')
const outfile = join(root, arm64 ? 'dist/foyer-linux-arm64' : 'dist/foyer')
const target = arm64 ? ['--target=bun-linux-arm64'] : []
// Downloaded runtimes go into the project (git-ignored), not ~/.bun.
const cache = process.env.BUN_INSTALL_CACHE_DIR || join(root, '.bun-cache')
const env = { ...process.env, BUN_INSTALL_CACHE_DIR: cache }

await $`${process.execPath} ${join(root, 'scripts/build-web.ts')}`
await $`${process.execPath} ${join(root, 'scripts/build-icons.ts')}`

// --bytecode: nothing is parsed at start. --compile-jit-policy=64 keeps run-once start-up code in the
// interpreter (main.ts restores normal tiering after listen): 8 saved about 2 MiB idle RSS against 1, 64 another 0.8.
// No .env or bunfig.toml from a deployed binary's working directory.
const FLAGS = ['--bytecode', '--compile-jit-policy=64', '--no-compile-autoload-dotenv', '--no-compile-autoload-bunfig']

const bundle = (out: string, extra: string[]) =>
  $`${process.execPath} build --compile --minify-syntax --minify-whitespace --sourcemap=none ${FLAGS} ${extra} ${join(root, 'src/main.ts')} --outfile ${out}`
    .env(env)
    .quiet()

// Profile-guided layout: a build for this host runs once on a scratch DATA_DIR and records the bytecode a start and
// the home screen use; the real build puts that bytecode together (about 2 MiB less idle RSS). A cross build takes
// the host build's record: the bytecode is the same. Without a record (the run failed) the layout is Bun's default.
const profile = join(root, 'build/profile')
mkdirSync(profile, { recursive: true })
let order: string[] = []
try {
  const probe = join(profile, 'foyer-profile')
  await bundle(probe, [])
  order = await recordBytecodeOrder(probe, profile)
  rmSync(probe)
} catch (error) {
  console.warn(`bytecode order not recorded (${brief(error)}); building without it`)
}
const orderFlag = order.length ? [`--bytecode-order=${order.join(',')}`] : []
const compile = (extra: string[]) => bundle(outfile, [...target, ...orderFlag, ...extra])

/** An arm64 bun of our exact version: FOYER_BUN_ARM64 (binary or .tgz), else `npm pack` into the cache. */
async function arm64Runtime(): Promise<string> {
  const dir = join(cache, `npm-bun-linux-aarch64-${Bun.version}`)
  const unpacked = join(dir, 'package/bin/bun')
  const given = process.env.FOYER_BUN_ARM64 && resolve(process.env.FOYER_BUN_ARM64)
  if (given && !given.endsWith('.tgz')) return given
  if (!existsSync(unpacked)) {
    mkdirSync(dir, { recursive: true })
    let tgz = given
    if (!tgz) {
      console.log(`fetching @oven/bun-linux-aarch64@${Bun.version} with npm pack`)
      const name = (await $`npm pack --silent @oven/bun-linux-aarch64@${Bun.version}`.cwd(dir).env(env).text()).trim().split('\n').pop()!
      tgz = join(dir, name)
    }
    await $`tar -xzf ${tgz} -C ${dir}`
  }
  return unpacked
}

try {
  if (arm64 && process.env.FOYER_BUN_ARM64) await compile([`--compile-executable-path=${await arm64Runtime()}`])
  else await compile([])
} catch (error) {
  if (!arm64) throw reported(error)
  console.warn(`bun could not fetch the arm64 runtime itself (${brief(error)}); trying npm pack`)
  try {
    await compile([`--compile-executable-path=${await arm64Runtime()}`])
  } catch (again) {
    throw reported(again)
  }
}

function brief(error: unknown): string {
  const e = error as { stderr?: Buffer; message?: string }
  return (e.stderr?.toString().trim() || e.message || String(error)).split('\n').slice(-3).join(' ')
}

function reported(error: unknown): Error {
  const e = error as { stderr?: Buffer; stdout?: Buffer }
  if (e.stdout?.length) process.stdout.write(e.stdout)
  if (e.stderr?.length) process.stderr.write(e.stderr)
  return error instanceof Error ? error : new Error(String(error))
}

const size = Bun.file(outfile).size
console.log(`${outfile}: ${(size / 1024 / 1024).toFixed(1)} MiB`)
