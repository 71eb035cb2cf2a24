// Shared by the release checks: where the artifacts are, what a binary is built for, and a smoke run of one.
import { expect } from 'bun:test'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pkg from '../../../package.json' with { type: 'json' }
import { signIn, startBinary } from '../../../scripts/binary-run'

/** Set by scripts/test-release.ts after it built dist/release; the plain unit run skips these checks. */
export const releaseChecks = process.env.FOYER_RELEASE_CHECKS === '1'
export const version = pkg.version
export const releaseDir = join(import.meta.dir, '../../../dist/release')
export const artifact = (file: string) => join(releaseDir, file)
export const binaryName = (platform: string) => `foyer-${version}-${platform}`

/** qemu-user for arm64 binaries on this x86-64 machine (newer Debian drops the -static name); glibc from libc6-arm64-cross. */
export const QEMU_ARM64 = [Bun.which('qemu-aarch64-static') ?? 'qemu-aarch64', '-L', '/usr/aarch64-linux-gnu']
// Under emulation a first start (migrations, an argon2id hash for the admin) takes seconds, not milliseconds.
export const EMULATED_MS = 120_000

/** Runs a system command (dpkg, tar, …); its exit code and output. */
export async function command(...argv: string[]): Promise<{ code: number; out: string }> {
  const proc = Bun.spawn(argv, { stdout: 'pipe', stderr: 'pipe', env: { ...process.env, PATH: SYSTEM_PATH, DEBIAN_FRONTEND: 'noninteractive' } })
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited])
  return { code, out: out + err }
}
/** useradd and friends are in sbin, which a CI shell's PATH may lack. */
const SYSTEM_PATH = `/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:${process.env.PATH ?? ''}`

/** command(), failing unless it exits 0; its output. */
export async function output(...argv: string[]): Promise<string> {
  const r = await command(...argv)
  if (r.code !== 0) throw new Error(`${argv.join(' ')} failed (${r.code}): ${r.out}`)
  return r.out
}

const ADMIN = { username: 'smoke', password: 'smoke-run-only' }

/** ELF machine and program interpreter, read from the file's first 64 KiB. */
export async function elf(path: string): Promise<{ machine: 'x86-64' | 'aarch64' | 'other'; interpreter: string }> {
  const head = Buffer.from(await Bun.file(path).slice(0, 65536).arrayBuffer())
  if (head.readUInt32BE(0) !== 0x7f454c46) throw new Error(`${path} is not an ELF file`)
  const code = head.readUInt16LE(18)
  const machine = code === 0x3e ? 'x86-64' : code === 0xb7 ? 'aarch64' : 'other'
  const phoff = Number(head.readBigUInt64LE(32))
  const size = head.readUInt16LE(54)
  let interpreter = ''
  for (let i = 0; i < head.readUInt16LE(56); i++) {
    const at = phoff + i * size
    if (head.readUInt32LE(at) !== 3) continue // PT_INTERP
    const offset = Number(head.readBigUInt64LE(at + 8))
    interpreter = head.toString('latin1', offset, offset + Number(head.readBigUInt64LE(at + 32))).replace(/\0+$/, '')
  }
  return { machine, interpreter }
}

/**
 * Starts command on a scratch DATA_DIR with a first admin, expects GET /api/v1/home 200, a sign-in, GET /api/v1/dashboard
 * 200 and a clean exit on SIGTERM.
 */
export async function smokeRun(command: string[], timeoutMs = 30_000): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-smoke-'))
  try {
    const env = { DATA_DIR: dataDir, FOYER_ADMIN_USERNAME: ADMIN.username, FOYER_ADMIN_PASSWORD: ADMIN.password }
    const run = await startBinary(command, env, { cwd: dataDir, timeoutMs })
    try {
      await expectSignedInDashboard(run.base, ADMIN.username, ADMIN.password)
    } finally {
      expect(await run.stop()).toBe(0)
    }
    expect(existsSync(join(dataDir, 'foyer.db'))).toBe(true)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function expectSignedInDashboard(base: string, username: string, password: string): Promise<void> {
  expect((await fetch(`${base}/api/v1/home`)).status).toBe(200)
  const token = await signIn(base, username, password)
  const dashboard = await fetch(`${base}/api/v1/dashboard`, { headers: { authorization: `Bearer ${token}` } })
  expect(dashboard.status).toBe(200)
  expect(((await dashboard.json()) as { error: boolean }).error).toBe(false)
}
