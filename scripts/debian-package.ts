// Builds foyer_<version>_<arch>.deb with dpkg-deb alone: /usr/bin/foyer, the hardened unit (deploy/foyer.service with a
// static foyer user and /etc/default/foyer), that environment file as a conffile, and deploy/debian's maintainer scripts.
import { chmodSync, copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const deploy = join(import.meta.dir, '../deploy')

export const DEB_PATHS = {
  binary: '/usr/bin/foyer',
  unit: '/usr/lib/systemd/system/foyer.service',
  environment: '/etc/default/foyer',
  dataDir: '/var/lib/foyer',
} as const

/** The tarball's unit (deploy/foyer.service) for the package: its binary path, a static user, the conffile. */
export function debianUnit(unit: string): string {
  const swaps: [string, string][] = [
    ['ExecStart=/usr/local/bin/foyer', `ExecStart=${DEB_PATHS.binary}`],
    ['EnvironmentFile=-/etc/foyer.env', `EnvironmentFile=-${DEB_PATHS.environment}`],
    // A static user (made by postinst) owns /var/lib/foyer itself; DynamicUser= would keep it in /var/lib/private.
    ['DynamicUser=yes', 'User=foyer\nGroup=foyer'],
  ]
  const body = unit.slice(unit.indexOf('[Unit]'))
  const header = `# Foyer, installed by the foyer package. Settings: ${DEB_PATHS.environment} (then systemctl restart foyer).\n# Data: ${DEB_PATHS.dataDir}, kept on upgrade and removal, deleted on purge. Other changes: systemctl edit foyer\n\n`
  return (
    header +
    swaps.reduce((text, [from, to]) => {
      const lines = text.split('\n')
      const at = lines.indexOf(from)
      if (at < 0) throw new Error(`deploy/foyer.service has no line "${from}" to adapt for the .deb`)
      lines[at] = to
      return lines.join('\n')
    }, body)
  )
}

export interface DebInput {
  binary: string
  /** Debian architecture: amd64, arm64. */
  arch: string
  version: string
  /** Files for /usr/share/doc/foyer: README.md and the licence notices (as copyright). */
  readme: string
  notices: string
  /** A scratch directory for the package tree. */
  stage: string
  outDir: string
}

export async function buildDeb(input: DebInput): Promise<string> {
  const { stage } = input
  rmSync(stage, { recursive: true, force: true })
  const put = (path: string, mode: number, from: { file: string } | { text: string }) => {
    const to = join(stage, path)
    mkdirSync(dirname(to), { recursive: true })
    if ('file' in from) copyFileSync(from.file, to)
    else writeFileSync(to, from.text)
    chmodSync(to, mode)
  }
  put(DEB_PATHS.binary, 0o755, { file: input.binary })
  put(DEB_PATHS.unit, 0o644, { text: debianUnit(readFileSync(join(deploy, 'foyer.service'), 'utf8')) })
  // 0600: it may hold the first administrator's password.
  put(DEB_PATHS.environment, 0o600, { file: join(deploy, 'debian/foyer.default') })
  put('/usr/share/doc/foyer/README.md', 0o644, { file: input.readme })
  put('/usr/share/doc/foyer/copyright', 0o644, { file: input.notices })
  for (const script of ['postinst', 'prerm', 'postrm']) put(`/DEBIAN/${script}`, 0o755, { file: join(deploy, 'debian', script) })
  put('/DEBIAN/conffiles', 0o644, { text: `${DEB_PATHS.environment}\n` })
  const installedKiB = Math.ceil((statSync(input.binary).size + statSync(input.readme).size + statSync(input.notices).size) / 1024) + 8
  put('/DEBIAN/control', 0o644, {
    text: `${[
      'Package: foyer',
      `Version: ${input.version}`,
      `Architecture: ${input.arch}`,
      `Maintainer: ${process.env.FOYER_DEB_MAINTAINER || 'Foyer maintainers <foyer@localhost>'}`,
      `Installed-Size: ${installedKiB}`,
      // The binary needs glibc 2.17 or later and nothing else; postinst needs useradd.
      'Depends: libc6 (>= 2.17), passwd',
      // Camera streams and thumbnails are relayed through ffmpeg; everything else works without it.
      'Recommends: ffmpeg',
      'Section: web',
      'Priority: optional',
      'Homepage: https://github.com/foyer-dashboard/foyer',
      'Description: self-hosted personal dashboard',
      ' Foyer is a home page of folders, links, todo lists, snippets and pages for a',
      ' Raspberry Pi, a NAS or a kiosk display: one executable with its web app and',
      ' SQLite database. It runs as the foyer service on port 8080 (see /etc/default/foyer).',
    ].join('\n')}\n`,
  })
  const out = join(input.outDir, `foyer_${input.version}_${input.arch}.deb`)
  // gzip, not dpkg-deb's default xz: xz is a fifth smaller (44 against 56 MiB) but takes 40 s per package on two cores, gzip 4.
  const build = Bun.spawn(['dpkg-deb', '--root-owner-group', '-Zgzip', '--build', stage, out], { stdout: 'ignore', stderr: 'pipe' })
  if ((await build.exited) !== 0) throw new Error(`dpkg-deb failed: ${await new Response(build.stderr).text()}`)
  return out
}
