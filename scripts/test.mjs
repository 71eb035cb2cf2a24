// The one test command: installs what is missing, builds the binary, checks format, lint, unused code and types,
// runs the API tests (bun test) and the browser tests against the built binary, builds and checks the release artifacts
// (scripts/test-release.ts), builds and runs the container image (scripts/test-docker.ts), then prints one closing summary line.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const bun = join(root, 'node_modules/.bin/bun')
const step = (cmd, args, capture = false) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: capture ? ['inherit', 'pipe', 'pipe'] : 'inherit', encoding: 'utf8' })
  if (capture) {
    process.stdout.write(r.stdout)
    process.stderr.write(r.stderr)
  }
  return r
}

const system = ['ffmpeg', 'chromium', 'openssl', 'qemu-aarch64-static', 'arm64-libc', 'rtsp-server', 'dockerd', 'debootstrap', 'compose-schema']
if (step('node', ['scripts/setup.mjs', '--system', system.join(',')]).status !== 0) process.exit(1)
if (step(bun, ['scripts/build.ts']).status !== 0) process.exit(1)

let passed = 0
let failed = 0
// Format and lint (Biome), unused files/exports/dependencies (knip), types (tsc): each a failure of its own.
const bin = (name) => join(root, 'node_modules/.bin', name)
for (const [name, cmd, args] of [
  ['biome', bin('biome'), ['ci', '.']],
  ['knip', bin('knip'), []],
  ['tsc', bin('tsc'), ['--noEmit', '-p', '.']],
]) {
  const ok = step(cmd, args).status === 0
  if (!ok) failed++
  console.log(`${name}: ${ok ? 'clean' : 'FAILED'}`)
}
for (const [name, args] of [
  ['unit', ['test']],
  ['e2e', ['scripts/test-e2e.ts']],
  ['release', ['scripts/test-release.ts']],
  // After release: it builds the image from dist/release. FOYER_DOCKER_CHECKS=0 skips it (and says so).
  ['docker', ['scripts/test-docker.ts']],
]) {
  const r = step(bun, args, true)
  // bun test prints its totals on stderr as " N pass" / " N fail".
  const out = `${r.stdout}\n${r.stderr}`
  const p = Number(/^\s*(\d+) pass$/m.exec(out)?.[1] ?? 0)
  const f = Number(/^\s*(\d+) fail$/m.exec(out)?.[1] ?? 0)
  passed += p
  failed += f + (r.status !== 0 && f === 0 ? 1 : 0)
  console.log(`${name}: ${p} passed, ${f} failed (exit ${r.status})`)
}
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
