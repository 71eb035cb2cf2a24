// The steps of a Foyer binary build, shared by scripts/build.ts (one binary) and scripts/release.ts (every platform):
// the web bundle and icon packs once, the bytecode layout once, then one `bun build --compile` per target.
//
// A cross target's Bun runtime (same version as the bun running this) is fetched by bun from the npm registry into
// .bun-cache/ (git-ignored, or BUN_INSTALL_CACHE_DIR); if bun cannot, `npm pack` fetches it (npm's registry and proxy
// settings apply). Offline arm64: FOYER_BUN_ARM64 = an unpacked @oven/bun-linux-aarch64@<bun version> package/bin/bun
// (or its .tgz from `npm pack`).
import { $ } from 'bun'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { recordBytecodeOrder } from './record-bytecode-order'

export const root = join(import.meta.dir, '..')
// Downloaded runtimes go into the project (git-ignored), not ~/.bun.
const cache = process.env.BUN_INSTALL_CACHE_DIR || join(root, '.bun-cache')
const env = { ...process.env, BUN_INSTALL_CACHE_DIR: cache }

/** Release platforms: Bun's --target and the npm package holding that runtime. x64 musl is already a baseline build. */
export const TARGETS = {
  'linux-x64': { bun: 'bun-linux-x64', npm: '@oven/bun-linux-x64' },
  'linux-x64-baseline': { bun: 'bun-linux-x64-baseline', npm: '@oven/bun-linux-x64-baseline' },
  'linux-arm64': { bun: 'bun-linux-arm64', npm: '@oven/bun-linux-aarch64' },
  'linux-x64-musl': { bun: 'bun-linux-x64-musl', npm: '@oven/bun-linux-x64-musl' },
  'linux-arm64-musl': { bun: 'bun-linux-arm64-musl', npm: '@oven/bun-linux-aarch64-musl' },
} as const
export type Target = keyof typeof TARGETS

// --bytecode: nothing is parsed at start. --compile-jit-policy=64 keeps run-once start-up code in the
// interpreter (main.ts restores normal tiering after listen): 8 saved about 2 MiB idle RSS against 1, 64 another 0.8.
// No .env or bunfig.toml from a deployed binary's working directory.
// supports-color is left out: debug (under file-type) would import os, tty and process at start for terminal colours
// the server never prints; debug requires it inside a try, so its absence costs nothing.
export const EXTERNAL = ['supports-color']
const FLAGS = [
  '--bytecode',
  '--compile-jit-policy=64',
  '--no-compile-autoload-dotenv',
  '--no-compile-autoload-bunfig',
  ...EXTERNAL.map((name) => `--external=${name}`),
]

const bundle = (out: string, extra: string[]) =>
  $`${process.execPath} build --compile --minify-syntax --minify-whitespace --sourcemap=none ${FLAGS} ${extra} ${join(root, 'src/main.ts')} --outfile ${out}`
    .env(env)
    .quiet()

/** Web bundle, icon packs and the bytecode layout: what every target's compile embeds. Returns the layout flag. */
export async function prepare(): Promise<string[]> {
  await $`${process.execPath} ${join(root, 'scripts/build-web.ts')}`
  await $`${process.execPath} ${join(root, 'scripts/build-icons.ts')}`
  // Profile-guided layout: a build for this host runs once on a scratch DATA_DIR and records the bytecode a start and
  // the home screen use; the real builds put that bytecode together (about 2 MiB less idle RSS). Cross builds take
  // the host build's record: the bytecode is the same. Without a record (the run failed) the layout is Bun's default.
  const profile = join(root, 'build/profile')
  mkdirSync(profile, { recursive: true })
  try {
    const probe = join(profile, 'foyer-profile')
    await bundle(probe, [])
    const order = await recordBytecodeOrder(probe, profile)
    rmSync(probe)
    return [`--bytecode-order=${order.join(',')}`]
  } catch (error) {
    console.warn(`bytecode order not recorded (${brief(error)}); building without it`)
    return []
  }
}

/** Compiles one binary: this host's when target is omitted. */
export async function compile(outfile: string, layout: string[], target?: Target): Promise<void> {
  const flags = [...(target ? [`--target=${TARGETS[target].bun}`] : []), ...layout]
  try {
    if (target === 'linux-arm64' && process.env.FOYER_BUN_ARM64) await bundle(outfile, [...flags, `--compile-executable-path=${await runtime(target)}`])
    else await bundle(outfile, flags)
  } catch (error) {
    if (!target) throw reported(error)
    console.warn(`bun could not fetch the ${target} runtime itself (${brief(error)}); trying npm pack`)
    try {
      await bundle(outfile, [...flags, `--compile-executable-path=${await runtime(target)}`])
    } catch (again) {
      throw reported(again)
    }
  }
}

/** A target's bun of our exact version: FOYER_BUN_ARM64 (binary or .tgz) for arm64, else `npm pack` into the cache. */
async function runtime(target: Target): Promise<string> {
  const { npm } = TARGETS[target]
  const dir = join(cache, `npm-${npm.replace('@oven/', '')}-${Bun.version}`)
  const unpacked = join(dir, 'package/bin/bun')
  const given = target === 'linux-arm64' && process.env.FOYER_BUN_ARM64 ? resolve(process.env.FOYER_BUN_ARM64) : undefined
  if (given && !given.endsWith('.tgz')) return given
  if (!existsSync(unpacked)) {
    mkdirSync(dir, { recursive: true })
    let tgz = given
    if (!tgz) {
      console.log(`fetching ${npm}@${Bun.version} with npm pack`)
      const name = (await $`npm pack --silent ${npm}@${Bun.version}`.cwd(dir).env(env).text()).trim().split('\n').pop()!
      tgz = join(dir, name)
    }
    await $`tar -xzf ${tgz} -C ${dir}`
  }
  return unpacked
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

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
