// The one test command: installs what is missing, builds the binary, checks format, lint, unused code and types,
// runs the API tests (bun test) and the browser tests against the built binary, builds and checks the release artifacts
// (scripts/test-release.ts), builds and runs the container image (scripts/test-docker.ts), then prints one closing summary line.
import { spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const bun = join(root, 'node_modules/.bin/bun')
const bin = (name) => join(root, 'node_modules/.bin', name)
const started = performance.now()
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`

const system = ['ffmpeg', 'chromium', 'openssl', 'qemu-aarch64-static', 'arm64-libc', 'rtsp-server', 'dockerd', 'debootstrap', 'compose-schema']
for (const args of [['scripts/setup.mjs', '--system', system.join(',')], null]) {
  const r = args ? spawnSync('node', args, { cwd: root, stdio: 'inherit' }) : spawnSync(bun, ['scripts/build.ts'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(1)
}

/**
 * Runs one step to its end. `live` passes its output straight through; otherwise it is kept and printed in one piece
 * when the step ends, so steps running side by side do not interleave their lines. Resolves with the exit status and output.
 */
function run(name, cmd, args, live) {
  const since = performance.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] })
    let out = ''
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      stream.on('data', (chunk) => {
        out += chunk
        if (live) sink.write(chunk)
      })
    child.on('close', (status) => {
      if (!live) process.stdout.write(out)
      console.log(`${name}: ${seconds(since)}`)
      resolve({ status, out })
    })
  })
}

let passed = 0
let failed = 0
// Format and lint (Biome), unused files/exports/dependencies (knip), types (tsc): each a failure of its own. knip and
// tsc are one thread each, so the three share the two cores side by side.
const checks = await Promise.all(
  [
    ['biome', bin('biome'), ['ci', '.']],
    ['knip', bin('knip'), []],
    ['tsc', bin('tsc'), ['--noEmit', '-p', '.']],
  ].map(([name, cmd, args]) => run(name, cmd, args, false).then((r) => [name, r.status === 0])),
)
for (const [name, ok] of checks) {
  if (!ok) failed++
  console.log(`${name}: ${ok ? 'clean' : 'FAILED'}`)
}

// bun test prints its totals on stderr as " N pass" / " N fail" (one line each, also for files run in parallel).
const count = (name, { status, out }) => {
  const p = Number(/^\s*(\d+) pass$/m.exec(out)?.[1] ?? 0)
  const f = Number(/^\s*(\d+) fail$/m.exec(out)?.[1] ?? 0)
  passed += p
  failed += f + (status !== 0 && f === 0 ? 1 : 0)
  console.log(`${name}: ${p} passed, ${f} failed (exit ${status})`)
}
for (const [name, args] of [
  // One file after another unless FOYER_UNIT_WORKERS says more: two at a time is not yet shown to pay on two cores.
  // bun's workers take 5 s per test unless told, so bunfig.toml's is repeated.
  ['unit', Number(process.env.FOYER_UNIT_WORKERS || 1) > 1 ? ['test', `--parallel=${process.env.FOYER_UNIT_WORKERS}`, '--timeout=20000'] : ['test']],
  ['e2e', ['scripts/test-e2e.ts']],
  ['release', ['scripts/test-release.ts']],
  // After release: it builds the image from dist/release. FOYER_DOCKER_CHECKS=0 skips it (and says so).
  ['docker', ['scripts/test-docker.ts']],
])
  count(name, await run(name, bun, args, true))
console.log(`tests: ${passed} passed, ${failed} failed (${seconds(started)})`)
process.exit(failed ? 1 : 0)
