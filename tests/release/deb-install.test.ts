// The amd64 package installed for real with dpkg -i on this machine (CI runs as root in a throwaway container; elsewhere
// the test is skipped): files and user where stated, /usr/bin/foyer starting as foyer with the packaged settings, an
// upgrade keeping data and the edited environment file, removal keeping only those, purge leaving nothing behind.
import { afterAll, expect, test } from 'bun:test'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { startBinary } from '../../scripts/binary-run'
import { DEB_PATHS } from '../../scripts/debian-package'
import { artifact, command, expectSignedInDashboard, output, releaseChecks, version } from './support/release'

const deb = artifact(`foyer_${version}_amd64.deb`)
const ADMIN = { username: 'packaged', password: 'packaged-run-only' }
const ENABLED = '/etc/systemd/system/multi-user.target.wants/foyer.service'
const root = process.getuid?.() === 0
const installed = async () => (await command('dpkg-query', '--status', 'foyer')).out.includes('Status: install ok installed')
// Not ours to touch: a Foyer installed before this test.
const clean = releaseChecks && root && !existsSync(DEB_PATHS.binary) && !existsSync(DEB_PATHS.dataDir) && !(await installed())
if (releaseChecks && !clean) console.warn(`deb-install: skipped (${root ? 'foyer is already installed here' : 'needs root: CI runs it'})`)

/** dpkg with its lock waited for: other apt or dpkg runs on the machine hold it for a while. */
async function dpkg(...args: string[]): Promise<void> {
  for (let tries = 0; ; tries++) {
    const r = await command('dpkg', ...args)
    if (r.code === 0) return
    if (!/lock/i.test(r.out) || tries > 60) throw new Error(`dpkg ${args.join(' ')} failed (${r.code}): ${r.out}`)
    await Bun.sleep(1000)
  }
}

/** Every path under the places a package or its scripts could write, minus dpkg's and apt's own records and logs. */
const IGNORED = ['/var/lib/dpkg', '/var/log', '/var/cache', '/var/tmp', '/var/lib/apt'].flatMap((p, i) => [...(i ? ['-o'] : []), '-path', p])
const snapshot = async () =>
  new Set((await command('find', '/etc', '/usr', '/var', '/opt', '/srv', '-xdev', '(', ...IGNORED, ')', '-prune', '-o', '-print')).out.split('\n'))

/** The service's environment without systemd: the unit's Environment= lines, then /etc/default/foyer over them. */
function packagedEnvironment(): Record<string, string> {
  const unit = readFileSync(DEB_PATHS.unit, 'utf8')
  const pairs = [
    ...[...unit.matchAll(/^Environment=(\w+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
    ...[...readFileSync(DEB_PATHS.environment, 'utf8').matchAll(/^(\w+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
  ]
  return Object.fromEntries(pairs)
}

/** /usr/bin/foyer as the foyer user with the packaged settings; only PORT (a free one) and HOST (loopback) differ. */
const startPackaged = (extra: Record<string, string> = {}) =>
  startBinary(['setpriv', '--reuid=foyer', '--regid=foyer', '--clear-groups', DEB_PATHS.binary], { ...packagedEnvironment(), ...extra }, { cwd: '/' })

afterAll(async () => {
  if (clean && (await installed())) await dpkg('--purge', 'foyer')
})

test.if(clean)(
  'the amd64 package installs, starts, upgrades with data kept, and removes and purges cleanly',
  async () => {
    const before = await snapshot()
    await dpkg('-i', deb)

    // Files and owner where stated.
    expect(statSync(DEB_PATHS.binary).mode & 0o777).toBe(0o755)
    expect(statSync(DEB_PATHS.environment).mode & 0o777).toBe(0o600)
    expect(readFileSync(DEB_PATHS.unit, 'utf8')).toContain(`ExecStart=${DEB_PATHS.binary}\n`)
    expect(await output('dpkg-query', '--status', 'foyer')).toMatch(new RegExp(`^Conffiles:\n ${DEB_PATHS.environment} [0-9a-f]{32}$`, 'm'))
    expect((await output('getent', 'passwd', 'foyer')).trim()).toMatch(/^foyer:x:\d+:\d+:[^:]*:\/var\/lib\/foyer:\/usr\/sbin\/nologin$/)
    const uid = Number((await output('id', '-u', 'foyer')).trim())
    expect(statSync(DEB_PATHS.dataDir).uid).toBe(uid)
    expect(statSync(DEB_PATHS.dataDir).mode & 0o777).toBe(0o700)
    // Enabled for boot where systemctl exists, though systemd is not running here; a unit systemd itself accepts.
    if (existsSync('/usr/bin/systemctl')) expect(existsSync(ENABLED)).toBe(true)
    if (existsSync('/usr/bin/systemd-analyze')) expect(await command('systemd-analyze', 'verify', DEB_PATHS.unit)).toEqual({ code: 0, out: '' })

    // Starts with the packaged defaults and keeps its data in /var/lib/foyer.
    expect(packagedEnvironment()).toMatchObject({ DATA_DIR: DEB_PATHS.dataDir, PORT: '8080', HOST: '0.0.0.0' })
    const first = await startPackaged({ FOYER_ADMIN_USERNAME: ADMIN.username, FOYER_ADMIN_PASSWORD: ADMIN.password })
    try {
      await expectSignedInDashboard(first.base, ADMIN.username, ADMIN.password)
    } finally {
      expect(await first.stop()).toBe(0)
    }
    expect(statSync(`${DEB_PATHS.dataDir}/foyer.db`).uid).toBe(uid)

    // An upgrade (the same package again runs the upgrade scripts) keeps the data and an edited environment file.
    const edited = `${readFileSync(DEB_PATHS.environment, 'utf8')}FOYER_SESSION_DAYS=7\n`
    writeFileSync(DEB_PATHS.environment, edited)
    await dpkg('-i', deb)
    expect(readFileSync(DEB_PATHS.environment, 'utf8')).toBe(edited)
    const again = await startPackaged()
    try {
      await expectSignedInDashboard(again.base, ADMIN.username, ADMIN.password)
    } finally {
      expect(await again.stop()).toBe(0)
    }

    // Removal: the program, unit and enable link go; the settings and the data stay.
    await dpkg('-r', 'foyer')
    for (const path of [DEB_PATHS.binary, DEB_PATHS.unit, ENABLED]) expect(existsSync(path)).toBe(false)
    const removed = [...(await snapshot())].filter((p) => !before.has(p)).sort()
    expect(removed.filter((p) => p !== DEB_PATHS.environment && !p.startsWith(DEB_PATHS.dataDir))).toEqual([])
    expect(removed).toContain(`${DEB_PATHS.dataDir}/foyer.db`)

    // Purge: nothing is left but the foyer user (Debian practice).
    await dpkg('--purge', 'foyer')
    expect([...(await snapshot())].filter((p) => !before.has(p))).toEqual([])
  },
  120_000,
)
