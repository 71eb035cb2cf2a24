// bun run build            -> dist/foyer (this host)
// bun run build -- arm64   -> dist/foyer-linux-arm64 (Raspberry Pi OS 64-bit, Debian arm64)
import { $ } from 'bun'
import { join } from 'node:path'

const root = join(import.meta.dir, '..')
const arm64 = process.argv.includes('arm64')
const outfile = join(root, arm64 ? 'dist/foyer-linux-arm64' : 'dist/foyer')
const target = arm64 ? ['--target=bun-linux-arm64'] : []

await $`${process.execPath} ${join(root, 'scripts/build-web.ts')}`
await $`${process.execPath} ${join(root, 'scripts/build-icons.ts')}`
await $`${process.execPath} build --compile --minify-syntax --minify-whitespace --sourcemap=none ${target} ${join(root, 'src/main.ts')} --outfile ${outfile}`.quiet()
const size = Bun.file(outfile).size
console.log(`${outfile}: ${(size / 1024 / 1024).toFixed(1)} MiB`)
