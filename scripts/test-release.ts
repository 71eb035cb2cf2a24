// The release checks of the test command: builds every artifact (scripts/release.ts), then runs tests/release/*.test.ts
// against dist/release (checksums, archives, smoke runs natively and under qemu-user, the amd64 package installed).
//   bun scripts/test-release.ts            build, then check
//   bun scripts/test-release.ts --no-build check the dist/release already there
import { join } from 'node:path'

const root = join(import.meta.dir, '..')
const started = performance.now()
const run = async (args: string[]) =>
  Bun.spawn([process.execPath, ...args], { cwd: root, stdio: ['inherit', 'inherit', 'inherit'], env: { ...process.env, FOYER_RELEASE_CHECKS: '1' } }).exited

if (!process.argv.includes('--no-build')) {
  const built = await run(['scripts/release.ts'])
  if (built !== 0) process.exit(built)
}
// The plain unit run loads these files too and skips them: FOYER_RELEASE_CHECKS is what turns them on.
const code = await run(['test', '--timeout', '60000', './tests/release'])
console.log(`release checks: ${((performance.now() - started) / 1000).toFixed(1)} s`)
process.exit(code)
