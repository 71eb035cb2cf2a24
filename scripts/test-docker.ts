// The container checks of the test command: starts a Docker daemon private to this run (its own socket, exec root and
// pid file; vfs, no iptables, no bridge: it runs on CI machines and in containers), makes the debian:bookworm-slim base
// with debootstrap when the daemon lacks it (Docker Hub may be out of reach), builds the full and the -slim image from the
// Dockerfile and dist/release, runs tests/docker/*.test.ts against them, and stops the daemon, also on failure.
//   bun scripts/test-docker.ts        needs root, docker.io and debootstrap (node scripts/setup.mjs --system dockerd,debootstrap)
//   FOYER_DOCKER_CHECKS=0             skips them, saying so; anything else that keeps the daemon from starting fails
//   FOYER_DOCKER_FULL=1               also builds and checks the full image (its ffmpeg compiled: ~10 minutes the first time)
// The daemon's data root and the base tarball stay in .docker-cache/ (git-ignored): later runs reuse the ffmpeg build.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pkg from '../package.json' with { type: 'json' }

const root = join(import.meta.dir, '..')
const cache = join(root, '.docker-cache')
const started = performance.now()
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`

if (process.env.FOYER_DOCKER_CHECKS === '0') {
  console.log('docker checks: SKIPPED (FOYER_DOCKER_CHECKS=0): the image was neither built nor run')
  process.exit(0)
}

// Debian's CLI: it has BuildKit built in (a newer docker on PATH may lack the buildx plugin).
const DOCKER = '/usr/bin/docker'
const ARCH = process.arch === 'arm64' ? 'arm64' : 'amd64'
const IMAGES = { full: `foyer-test:${pkg.version}`, slim: `foyer-test:${pkg.version}-slim` }

function fail(message: string): never {
  throw new Error(message)
}

/** Runs a command to the end with this terminal's output; throws on a non-zero exit. */
async function sh(argv: string[], env: Record<string, string> = {}) {
  const code = await Bun.spawn(argv, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } }).exited
  if (code !== 0) throw new Error(`${argv.join(' ')} exited ${code}`)
}

/** A debian:bookworm-slim as Debian makes it: minbase without docs, man pages and translations, and dpkg told to keep them out. */
async function baseTarball(): Promise<string> {
  const tarball = join(cache, 'debian-bookworm-slim.tar')
  if (existsSync(tarball)) return tarball
  if (!Bun.which('debootstrap', { PATH: `/usr/sbin:/sbin:${process.env.PATH}` })) fail('debootstrap is not installed')
  const scratch = mkdtempSync(join(tmpdir(), 'foyer-debootstrap-'))
  // Not the 0700 temporary folder itself: it would become the image's /, closed to every user but root.
  const dir = join(scratch, 'rootfs')
  try {
    await sh(['debootstrap', '--variant=minbase', 'bookworm', dir, 'http://deb.debian.org/debian'])
    for (const path of ['usr/share/man', 'usr/share/info', 'usr/share/locale', 'var/lib/apt/lists', 'var/cache/apt']) {
      rmSync(join(dir, path), { recursive: true, force: true })
      mkdirSync(join(dir, path))
    }
    await sh(['find', join(dir, 'usr/share/doc'), '-type', 'f', '!', '-name', 'copyright', '-delete'])
    writeFileSync(
      join(dir, 'etc/dpkg/dpkg.cfg.d/docker'),
      ['/usr/share/doc/*', '/usr/share/man/*', '/usr/share/info/*', '/usr/share/locale/*']
        .map((path) => `path-exclude ${path}\n`)
        .join('')
        .concat('path-include /usr/share/doc/*/copyright\n'),
    )
    // apt-get update leaves ~80 MB of package caches in every layer that runs it, unless told not to keep them.
    writeFileSync(join(dir, 'etc/apt/apt.conf.d/docker-clean'), 'Dir::Cache::pkgcache "";\nDir::Cache::srcpkgcache "";\n')
    mkdirSync(cache, { recursive: true })
    await sh(['tar', '-C', dir, '--numeric-owner', '-cf', `${tarball}.part`, '.'])
    await sh(['mv', `${tarball}.part`, tarball])
    return tarball
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

const run = mkdtempSync(join(tmpdir(), 'foyer-dockerd-'))
const socket = join(run, 'docker.sock')
const pidFile = join(run, 'dockerd.pid')
const env = { DOCKER_HOST: `unix://${socket}`, DOCKER_BUILDKIT: '1' }

let daemon: ReturnType<typeof Bun.spawn> | undefined
/** Stops the daemon by its pid file (or, before it wrote one, the process started) and waits for it to be gone. */
async function stopDaemon() {
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : (daemon?.pid ?? 0)
  if (pid > 0 && existsSync(`/proc/${pid}`)) {
    process.kill(pid, 'SIGTERM')
    for (let i = 0; i < 300 && existsSync(`/proc/${pid}`); i++) await Bun.sleep(100)
  }
  // dockerd leaves its network namespace mounted in the exec root (exec/netns/default).
  const mounts = readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1] ?? '')
  for (const mount of mounts.filter((path) => path.startsWith(`${run}/`)).reverse()) await sh(['umount', mount])
  rmSync(run, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopDaemon().then(() => process.exit(130)))

let code = 1
try {
  if (process.getuid?.() !== 0) fail('a private Docker daemon needs root')
  if (!existsSync(DOCKER) || !Bun.which('dockerd', { PATH: `/usr/sbin:/sbin:${process.env.PATH}` })) fail('docker.io is not installed')
  if (!readdirSync(join(root, 'dist/release')).some((f) => f.endsWith(`-linux-${ARCH === 'amd64' ? 'x64-baseline' : 'arm64'}`)))
    fail('no release binary in dist/release: run scripts/release.ts first')
  const log = Bun.file(join(run, 'dockerd.log'))
  daemon = Bun.spawn(
    [
      'dockerd',
      '--storage-driver=vfs',
      '--iptables=false',
      '--ip-masq=false',
      '--bridge=none',
      `--data-root=${join(cache, 'daemon')}`,
      `--exec-root=${join(run, 'exec')}`,
      `--pidfile=${pidFile}`,
      `--host=unix://${socket}`,
    ],
    { stdout: log, stderr: log, env: { ...process.env, PATH: `/usr/sbin:/sbin:${process.env.PATH}` } },
  )
  for (let i = 0; ; i++) {
    const up = await fetch('http://docker/_ping', { unix: socket }).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (daemon.exitCode !== null || i > 300) fail(`dockerd did not start:\n${(await log.text()).split('\n').slice(-15).join('\n')}`)
    await Bun.sleep(100)
  }
  if (
    (await Bun.spawn([DOCKER, 'image', 'inspect', 'debian:bookworm-slim'], { stdout: 'ignore', stderr: 'ignore', env: { ...process.env, ...env } }).exited) !==
    0
  )
    await sh(['sh', '-c', `${DOCKER} import --change 'CMD ["bash"]' '${await baseTarball()}' debian:bookworm-slim`], env)
  // --network host: without a bridge, RUN steps (apt-get) have no other way out.
  const build = (tag: string, ffmpeg: string) =>
    sh([DOCKER, 'build', '--network', 'host', '--build-arg', `TARGETARCH=${ARCH}`, '--build-arg', `FFMPEG=${ffmpeg}`, '-t', tag, '.'], env)
  // The full image compiles ffmpeg (about 10 minutes on 2 cores the first time): the suite's budget leaves it to a run that asks.
  const images: Partial<typeof IMAGES> = { slim: IMAGES.slim }
  await build(IMAGES.slim, 'none')
  if (process.env.FOYER_DOCKER_FULL === '1') {
    await build(IMAGES.full, 'full')
    images.full = IMAGES.full
  } else console.log('docker checks: the full image (ffmpeg compiled) is built with FOYER_DOCKER_FULL=1 only')
  console.log(`docker checks: images built in ${seconds()}`)
  code = await Bun.spawn([process.execPath, 'test', '--timeout', '120000', './tests/docker'], {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit'],
    env: { ...process.env, ...env, FOYER_DOCKER_IMAGES: JSON.stringify(images) },
  }).exited
  // Layers of earlier builds: the cached data root keeps only what the next build can reuse.
  await sh([DOCKER, 'image', 'prune', '--force'], env)
} catch (error) {
  console.error(`docker checks: FAILED: ${(error as Error).message}\n  (FOYER_DOCKER_CHECKS=0 skips them where no Docker daemon can run)`)
} finally {
  await stopDaemon()
}
console.log(`docker checks: ${seconds()}`)
process.exit(code)
