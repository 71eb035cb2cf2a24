// bun scripts/release.ts (or scripts/release) -> dist/release/:
//   foyer-<version>-<platform>           the binary, for every platform in TARGETS (glibc x64, x64 baseline, arm64; musl x64, arm64)
//   foyer-<version>-<platform>.tar.gz    foyer-<version>-<platform>/ with the binary, README.md, foyer.service, licence notices
//   foyer_<version>_amd64.deb, _arm64.deb  for Debian, Ubuntu, Raspberry Pi OS (scripts/debian-package.ts)
//   SHA256SUMS                           for `sha256sum -c --ignore-missing SHA256SUMS`
// The web bundle and bytecode layout are made once, each platform is compiled once. Checked by tests/release/.
import { $ } from 'bun'
import { copyFileSync, createReadStream, existsSync, linkSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pkg from '../package.json' with { type: 'json' }
import { compile, mib, prepare, root, TARGETS, type Target } from './build-binary'
import { buildDeb } from './debian-package'
import { thirdPartyNotices } from './third-party-notices'

const out = join(root, 'dist/release')
const work = join(root, 'build/release')
const started = performance.now()
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const name = (target: Target) => `foyer-${pkg.version}-${target}`

rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

const layout = await prepare()
// After prepare(): the web build starts from an empty build/.
rmSync(work, { recursive: true, force: true })
mkdirSync(work, { recursive: true })
const targets = Object.keys(TARGETS) as Target[]
for (const target of targets) {
  const at = performance.now()
  await compile(join(out, name(target)), layout, target)
  console.log(`compiled ${name(target)} in ${seconds(at)}`)
}

const notices = join(work, 'THIRD-PARTY-NOTICES.txt')
writeFileSync(notices, thirdPartyNotices(root, Bun.version))
// The project's own licence file, once there is one (the README names the licence until then).
const licence = ['LICENSE', 'LICENCE', 'LICENSE.md'].map((f) => join(root, f)).find(existsSync)
if (!licence) console.warn('release: no LICENSE file in the project; archives and packages carry only the third-party notices')
const readme = join(root, 'README.md')
const stamp = (await $`git log -1 --format=%ct`.cwd(root).nothrow().quiet().text()).trim() || String(Math.floor(Date.now() / 1000))

const archive = async (target: Target) => {
  const dir = join(work, name(target))
  mkdirSync(dir)
  linkSync(join(out, name(target)), join(dir, 'foyer'))
  for (const file of [readme, notices, join(root, 'deploy/foyer.service'), ...(licence ? [licence] : [])])
    copyFileSync(file, join(dir, file.slice(file.lastIndexOf('/') + 1)))
  // Same bytes for the same commit: fixed owner, order and time (the commit's); gzip -n leaves out a name and time.
  await $`tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@${stamp} -C ${work} -cf - ${name(target)} | gzip -n -6 > ${join(out, `${name(target)}.tar.gz`)}`
}
const deb = (arch: string, target: Target) => () =>
  buildDeb({ binary: join(out, name(target)), arch, version: pkg.version, readme, notices, stage: join(work, `deb-${arch}`), outDir: out })

// Compression runs two at a time (CI has two cores). The amd64 package takes the baseline build: it runs on every x86-64 CPU.
const jobs = [...targets.map((t) => () => archive(t)), deb('amd64', 'linux-x64-baseline'), deb('arm64', 'linux-arm64')]
const packing = performance.now()
await Promise.all(
  [0, 1].map(async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job()
  }),
)
console.log(`archives and packages in ${seconds(packing)}`)

const files = readdirSync(out).sort()
const sha256 = async (file: string) => {
  const hash = new Bun.CryptoHasher('sha256')
  for await (const chunk of createReadStream(join(out, file))) hash.update(chunk as Buffer)
  return hash.digest('hex')
}
// sha256sum's format: hash, two spaces, name.
writeFileSync(join(out, 'SHA256SUMS'), (await Promise.all(files.map(async (f) => `${await sha256(f)}  ${f}\n`))).join(''))
for (const file of [...files, 'SHA256SUMS']) console.log(`${mib(statSync(join(out, file)).size).padStart(10)}  ${file}`)
console.log(`release ${pkg.version} in ${seconds(started)}: ${out}`)
