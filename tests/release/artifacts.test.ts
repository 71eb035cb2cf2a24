// The release as built by scripts/release.ts: checksums, archive contents, each binary's platform, and smoke runs of
// the x64 binaries natively and the arm64 binary and arm64 package under qemu-user. Run by scripts/test-release.ts (FOYER_RELEASE_CHECKS=1).
import { describe, expect, test } from 'bun:test'
import { $ } from 'bun'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TARGETS } from '../../scripts/build-binary'
import { DEB_PATHS } from '../../scripts/debian-package'
import { artifact, binaryName, command, output, EMULATED_MS, elf, QEMU_ARM64, releaseChecks, releaseDir, smokeRun, version } from './support/release'

// What each platform's binary must be: its CPU from the name, its C library's loader from the name's -musl.
const LOADERS = {
  'x86-64': { glibc: '/lib64/ld-linux-x86-64.so.2', musl: '/lib/ld-musl-x86_64.so.1' },
  aarch64: { glibc: '/lib/ld-linux-aarch64.so.1', musl: '/lib/ld-musl-aarch64.so.1' },
} as const
const platforms = Object.keys(TARGETS)
const built = (platform: string) => {
  const machine: keyof typeof LOADERS = platform.includes('-arm64') ? 'aarch64' : 'x86-64'
  return { machine, interpreter: LOADERS[machine][platform.endsWith('-musl') ? 'musl' : 'glibc'] as string }
}
const sha256 = async (path: string) => new Bun.CryptoHasher('sha256').update(await Bun.file(path).arrayBuffer()).digest('hex')

describe.if(releaseChecks)('release files', () => {
  test('SHA256SUMS lists every artifact and each matches', async () => {
    const lines = (await Bun.file(artifact('SHA256SUMS')).text()).trim().split('\n')
    const listed = new Map(lines.map((line) => [line.slice(66), line.slice(0, 64)]))
    const expected = [...platforms.flatMap((p) => [binaryName(p), `${binaryName(p)}.tar.gz`]), `foyer_${version}_amd64.deb`, `foyer_${version}_arm64.deb`]
    expect([...listed.keys()].sort()).toEqual(expected.sort())
    expect(
      readdirSync(releaseDir)
        .filter((f) => f !== 'SHA256SUMS')
        .sort(),
    ).toEqual(expected.sort())
    // sha256sum -c is what the README tells users to run.
    expect(await command('sh', '-c', `cd '${releaseDir}' && sha256sum --quiet -c SHA256SUMS`)).toEqual({ code: 0, out: '' })
  })

  test.each(platforms)('%s is built for its machine and C library', async (platform) => {
    expect(await elf(artifact(binaryName(platform)))).toEqual(built(platform))
  })

  test.each(platforms)('the %s archive holds that binary, README, licence notices and the unit', async (platform) => {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-tar-'))
    try {
      await $`tar -xzf ${artifact(`${binaryName(platform)}.tar.gz`)} -C ${dir}`
      const top = join(dir, binaryName(platform))
      expect(readdirSync(top).sort()).toEqual(['README.md', 'THIRD-PARTY-NOTICES.txt', 'foyer', 'foyer.service'])
      expect(await sha256(join(top, 'foyer'))).toBe(await sha256(artifact(binaryName(platform))))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe.if(releaseChecks)('smoke runs', () => {
  test('linux-x64 starts natively, signs in and serves the dashboard', () => smokeRun([artifact(binaryName('linux-x64'))]))
  test('linux-x64-baseline starts natively, signs in and serves the dashboard', () => smokeRun([artifact(binaryName('linux-x64-baseline'))]))
  test(
    'linux-arm64 starts under qemu-aarch64, signs in and serves the dashboard',
    () => smokeRun([...QEMU_ARM64, artifact(binaryName('linux-arm64'))], EMULATED_MS),
    EMULATED_MS + 10_000,
  )
  test(
    'the arm64 package holds its files and its /usr/bin/foyer runs under qemu-aarch64',
    async () => {
      const deb = artifact(`foyer_${version}_arm64.deb`)
      expect((await output('dpkg-deb', '-f', deb, 'Package', 'Architecture', 'Version', 'Recommends')).trim().split('\n')).toEqual([
        'Package: foyer',
        'Architecture: arm64',
        `Version: ${version}`,
        'Recommends: ffmpeg',
      ])
      const dir = mkdtempSync(join(tmpdir(), 'foyer-deb-'))
      try {
        await output('dpkg-deb', '-x', deb, dir)
        for (const path of [DEB_PATHS.binary, DEB_PATHS.unit, DEB_PATHS.environment]) expect(await Bun.file(join(dir, path)).exists()).toBe(true)
        expect(await elf(join(dir, DEB_PATHS.binary))).toEqual(built('linux-arm64'))
        await smokeRun([...QEMU_ARM64, join(dir, DEB_PATHS.binary)], EMULATED_MS)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    EMULATED_MS + 20_000,
  )
})
