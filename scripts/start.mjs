// The one start command: installs what is missing, builds dist/foyer and runs it in the foreground.
import { spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const ok = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status === 0
if (!ok('node', ['scripts/setup.mjs', '--system', 'ffmpeg'])) process.exit(1)
if (!ok(join(root, 'node_modules/.bin/bun'), ['scripts/build.ts'])) process.exit(1)
const child = spawn(join(root, 'dist/foyer'), { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
