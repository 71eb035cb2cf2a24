// Installs what Foyer needs on a fresh Debian machine that has only Node and npm:
// the npm dependencies (bun among them), and with --system the Debian packages (ffmpeg; chromium for tests; qemu-user
// and arm64's C library for running the arm64 release binary in the release checks; GStreamer's RTSP server as the
// test camera; Docker's engine, debootstrap and the Compose file schema for the container checks).
// usage: node scripts/setup.mjs [--system ffmpeg,chromium,qemu-aarch64-static,arm64-libc,rtsp-server,dockerd,debootstrap,compose-schema]
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { withoutBundledEngineWarnings } from './npm-warnings.mjs'

const root = join(import.meta.dirname, '..')

const bun = join(root, 'node_modules/.bin/bun')
const lock = join(root, 'package-lock.json')
const stamp = join(root, 'node_modules/.package-lock.json')
if (!existsSync(bun) || !existsSync(stamp) || statSync(lock).mtimeMs > statSync(stamp).mtimeMs) {
  console.log('setup: installing npm dependencies')
  // npm install, not npm ci: it installs the locked versions too, but skips optional per-platform binaries (Biome's, knip's
  // parser) that a registry mirror lacks, where npm ci refuses a lock that does not list every platform's.
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: ['inherit', 'inherit', 'pipe'], encoding: 'utf8' })
  const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  process.stderr.write(withoutBundledEngineWarnings(r.stderr ?? '', Object.keys(dependencies)))
  if (r.status !== 0) throw new Error(`npm install failed with exit ${r.status}`)
}

const flag = process.argv.indexOf('--system')
const wanted = flag > -1 ? process.argv[flag + 1].split(',') : []
const has = (binary) => spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0
const packages = {
  ffmpeg: 'ffmpeg',
  chromium: 'chromium',
  openssl: 'openssl',
  'qemu-aarch64-static': 'qemu-user-static',
  'arm64-libc': 'libc6-arm64-cross',
  'rtsp-server': 'gstreamer1.0-rtsp gir1.2-gst-rtsp-server-1.0 python3-gi gstreamer1.0-plugins-base gstreamer1.0-plugins-good gstreamer1.0-plugins-ugly',
  dockerd: 'docker.io',
  debootstrap: 'debootstrap',
  'compose-schema': 'docker-compose',
}
// Names that are not commands: how to tell their package is there.
const present = {
  'arm64-libc': () => existsSync('/usr/aarch64-linux-gnu/lib/ld-linux-aarch64.so.1'),
  'rtsp-server': () => spawnSync('/usr/bin/python3', ['-c', "import gi; gi.require_version('GstRtspServer', '1.0')"]).status === 0,
  // In sbin, which a CI shell's PATH may lack.
  dockerd: () => existsSync('/usr/sbin/dockerd') && existsSync('/usr/bin/docker'),
  debootstrap: () => existsSync('/usr/sbin/debootstrap'),
  'compose-schema': () => existsSync('/usr/lib/python3/dist-packages/compose/config/compose_spec.json'),
}
const missing = wanted.filter((name) => !(present[name] ? present[name]() : has(name))).flatMap((name) => packages[name].split(' '))
if (missing.length) {
  const root_ = process.getuid?.() === 0
  const apt = root_ ? [] : has('sudo') ? ['sudo'] : null
  if (!has('apt-get') || apt === null) {
    console.warn(`setup: please install ${missing.join(' ')} (no apt-get or no root here)`)
  } else {
    console.log(`setup: installing ${missing.join(' ')} from apt`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const sh = (args) => execFileSync(apt[0] ?? args[0], apt.length ? args : args.slice(1), { stdio: 'inherit', env })
    sh(['apt-get', 'update', '-qq'])
    sh(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing])
  }
}
