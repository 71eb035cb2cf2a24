// Browser end-to-end tests: runs every tests/e2e/*.e2e.ts against the built dist/foyer with bun test.
//   bun scripts/test-e2e.ts              all files
//   bun scripts/test-e2e.ts tests/e2e/todos.e2e.ts   only these files
//   bun scripts/test-e2e.ts -t logout    other arguments go to bun test
//   FOYER_E2E_WORKERS=1 bun scripts/test-e2e.ts   the files one after another (default: 2 at once)
// Two files run at once (bun test --parallel), each with its own Chromium, Foyer, ports and temp folders: the tests
// mostly wait (timers, rendering, a server's schedule), so two overlap well on two cores. tests/e2e/timings.json (each
// file's duration, refreshed by passing --update-timings) starts the slowest files first and splits them evenly.
// The build is not done here: the top-level test command builds dist/foyer first.
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dir, '..')
const binary = join(root, 'dist/foyer')
const chromium = process.env.FOYER_E2E_CHROMIUM || '/usr/bin/chromium'
const dir = join(root, 'tests/e2e')

function fail(message: string): never {
  console.error(`test-e2e: ${message}`)
  process.exit(1)
}

if (!existsSync(binary)) fail(`${binary} is missing. Build it first: bun scripts/build.ts`)
if (!existsSync(chromium)) fail(`${chromium} is missing (install the chromium package or set FOYER_E2E_CHROMIUM).`)

// A stale binary tests old code: say so, but still run (the caller may mean it).
const newest = (path: string): number =>
  statSync(path).isDirectory() ? Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name)))) : statSync(path).mtimeMs
const sourceTime = Math.max(
  ...['web', 'src', 'assets']
    .map((d) => join(root, d))
    .filter(existsSync)
    .map(newest),
)
if (sourceTime > statSync(binary).mtimeMs)
  console.warn('test-e2e: warning: web/, src/ or assets/ changed after dist/foyer was built; rebuild to test the current code.')

const args = process.argv.slice(2)
const chosen = args.filter((a) => a.endsWith('.e2e.ts')).map((a) => `./${a.replace(/^\.\//, '')}`)
const files = chosen.length
  ? chosen
  : readdirSync(dir)
      .filter((name) => name.endsWith('.e2e.ts'))
      .sort()
      .map((name) => `./tests/e2e/${name}`)
if (!files.length) fail(`no *.e2e.ts files in ${dir}`)

// Test a private copy: a rebuild of dist/foyer while the suite runs must not change the binary under test.
const copyDir = mkdtempSync(join(tmpdir(), 'foyer-e2e-bin-'))
const copy = join(copyDir, 'foyer')
copyFileSync(binary, copy)
chmodSync(copy, 0o755)

const workers = Number(process.env.FOYER_E2E_WORKERS || 2)
if (!Number.isInteger(workers) || workers < 1) fail(`FOYER_E2E_WORKERS must be a whole number of at least 1, not ${process.env.FOYER_E2E_WORKERS}`)
const parallel = workers > 1 && files.length > 1 ? [`--parallel=${workers}`, '--timings=tests/e2e/timings.json'] : []

// Explicit ./paths make bun test run these files even though their names do not match its default pattern.
const proc = Bun.spawn([process.execPath, 'test', '--timeout', '60000', ...parallel, ...args.filter((a) => !a.endsWith('.e2e.ts')), ...files], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit'],
  env: { ...process.env, FOYER_E2E: '1', FOYER_E2E_BINARY: copy },
})
const forward = (signal: NodeJS.Signals) => process.on(signal, () => proc.kill(signal))
forward('SIGINT')
forward('SIGTERM')
const code = await proc.exited
rmSync(copyDir, { recursive: true, force: true })
process.exit(code)
