// The cost of live cards: 50 links with a live app, watched by several viewers that each refresh every card on time,
// against a local service that counts its calls. Prints the server's CPU and RSS, the run calls the viewers made
// (what a server without the run cache would send on), and the calls that reached the service.
// With --apps N the cards run N different built-in apps in turn, each against its fake (tests/helpers/fake-apps.ts);
// the figure: --cards 100 --apps 20 --viewers 4.
// usage: bun scripts/bench-live-apps.ts [--cards 50] [--apps 0] [--viewers 4] [--seconds 60] [--refresh 10] [--binary dist/foyer]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { md5 } from 'js-md5'
import { builtInApps } from '../src/features/live-apps/live-apps.registry'
import { FAKE_APPS } from '../tests/helpers/fake-apps'
import { fakeLink, startFakeServices } from '../tests/helpers/fake-live-services'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > -1 ? Number(process.argv[at + 1]) : fallback
}
const CARDS = arg('cards', 50)
const VIEWERS = arg('viewers', 4)
const SECONDS = arg('seconds', 60)
const REFRESH = arg('refresh', 10)
const APPS = arg('apps', 0)
const binaryAt = process.argv.indexOf('--binary')
const BINARY = binaryAt > -1 ? process.argv[binaryAt + 1]! : join(import.meta.dir, '../dist/foyer')

let served = 0
const service = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  fetch() {
    served++
    return Response.json({ status: 'ok', queries: 1234 })
  },
})
// The apps whose fakes answer over HTTP (TCP port and Ping make no call the fake could count).
const fakes = startFakeServices()
const mix = [...builtInApps().keys()].filter((id) => Object.keys(FAKE_APPS[id]?.routes ?? {}).length > 0).slice(0, APPS)
if (mix.length < APPS) throw new Error(`Only ${mix.length} built-in apps have an HTTP fake`)
const upstreamCalls = () => served + [...fakes.calls.values()].reduce((a, b) => a + b, 0)
/** Card i's app and link: http-status against the counting service, or the i-th app of the mix against its fake. */
const cardOf = (i: number) => {
  if (!mix.length) return { appId: 'http-status', linkURL: `http://127.0.0.1:${service.port}/s${i}`, config: {} }
  const appId = mix[i % mix.length]!
  const link = fakeLink(appId)
  return { appId, localUrl: `${fakes.url}/${link.path}`, config: link.config }
}

const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-live-'))
const port = 20_000 + Math.floor(Math.random() * 20_000)
const proc = Bun.spawn([BINARY], {
  env: {
    PATH: process.env.PATH ?? '/usr/bin',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    FOYER_ADMIN_USERNAME: 'bench',
    FOYER_ADMIN_PASSWORD: 'bench-pass',
  },
  stdout: 'ignore',
  stderr: 'ignore',
})
const base = `http://127.0.0.1:${port}/api/v1`
for (let i = 0; i < 100; i++) {
  if (
    await fetch(`${base}/home`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break
  await Bun.sleep(50)
}
const login = await (
  await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: md5('bench-pass') }),
  })
).json()
const headers = { authorization: `Bearer ${login.message.token}`, 'content-type': 'application/json' }

const cards: Array<{ id: number; appId: string }> = []
for (let i = 0; i < CARDS; i++) {
  const { appId, config, ...address } = cardOf(i)
  const res = await fetch(`${base}/listing/save/link`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      linkName: `Service ${i}`,
      linkIcon: { iconUrl: '/favicon.svg' },
      ...address,
      liveAppEnabled: true,
      integration: { appId, config, autoRefreshAfter: REFRESH },
    }),
  })
  cards.push({ id: (await res.json()).message.id, appId })
}

/** CPU seconds the server has used (user + system), from /proc. */
const cpuSeconds = () => {
  const fields = readFileSync(`/proc/${proc.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
const rssMiB = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

const callsBefore = upstreamCalls()
let runCalls = 0
let failedRuns = 0
const cpuBefore = cpuSeconds()
const end = Date.now() + SECONDS * 1000
// Each viewer asks for every card once per refresh interval, at its own offset, as open dashboards do.
await Promise.all(
  Array.from({ length: VIEWERS }, async (_, viewer) => {
    await Bun.sleep((viewer * REFRESH * 1000) / VIEWERS)
    while (Date.now() < end) {
      const round = Date.now()
      await Promise.all(
        cards.map(async ({ id, appId }) => {
          runCalls++
          const res = await fetch(`${base}/app/run/${id}/${appId}`, { headers })
          if (!res.ok) failedRuns++
          await res.arrayBuffer()
        }),
      )
      await Bun.sleep(Math.max(0, REFRESH * 1000 - (Date.now() - round)))
    }
  }),
)
const cpu = cpuSeconds() - cpuBefore
const perMinute = (n: number) => ((n * 60) / SECONDS).toFixed(0)
const apps = mix.length ? `${mix.length} different apps (${mix.join(', ')})` : 'http-status'
console.log(`live cards: ${CARDS} cards of ${apps}, ${VIEWERS} viewers, refresh ${REFRESH} s, ${SECONDS} s`)
console.log(`  run calls from viewers: ${perMinute(runCalls)}/min (what a server without the run cache would send on), ${failedRuns} failed`)
console.log(
  `  calls reaching the services: ${perMinute(upstreamCalls() - callsBefore)}/min (one run per card per interval: ${perMinute((CARDS * SECONDS) / REFRESH)}/min; a run of some apps makes several calls)`,
)
console.log(`  server CPU: ${((cpu / SECONDS) * 100).toFixed(1)}% of one core; RSS ${rssMiB().toFixed(1)} MiB`)
proc.kill()
await proc.exited
service.stop(true)
fakes.stop()
rmSync(dataDir, { recursive: true, force: true })
