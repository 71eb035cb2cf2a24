// bun run build            -> dist/foyer (this host)
// bun run build -- arm64   -> dist/foyer-linux-arm64 (Raspberry Pi OS 64-bit, Debian arm64; glibc)
// Every platform at once, with archives, .debs and checksums: scripts/release.ts.
import { join } from 'node:path'
import { compile, mib, prepare, root } from './build-binary'

const arm64 = process.argv.includes('arm64')
const outfile = join(root, arm64 ? 'dist/foyer-linux-arm64' : 'dist/foyer')
await compile(outfile, await prepare(), arm64 ? 'linux-arm64' : undefined)
console.log(`${outfile}: ${mib(Bun.file(outfile).size)}`)
