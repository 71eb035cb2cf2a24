// The cost of live cards: 50 links with a live app, watched by several viewers that each refresh every card on time,
// against a local service that counts its calls. Prints the server's CPU and RSS, the run calls the viewers made
// (what a server without the run cache would send on), and the calls that reached the service.
// usage: bun scripts/bench-live-apps.ts [--cards 50] [--viewers 4] [--seconds 60] [--refresh 10] [--binary dist/foyer]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { md5 } from 'js-md5'

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > -1 ? Number(process.argv[at + 1]) : fallback
}
const CARDS = arg('cards', 50)
const VIEWERS = arg('viewers', 4)
const SECONDS = arg('seconds', 60)
const REFRESH = arg('refresh', 10)
const binaryAt = process.argv.indexOf('--binary')
const BINARY = binaryAt > -1 ? process.argv[binaryAt + 1]! : join(import.meta.dir, '../dist/foyer')

let upstreamCalls = 0
const service = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  fetch() {
    upstreamCalls++
    return Response.json({ status: 'ok', queries: 1234 })
  },
})

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

const ids: number[] = []
for (let i = 0; i < CARDS; i++) {
  const res = await fetch(`${base}/listing/save/link`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      linkName: `Service ${i}`,
      linkIcon: { iconUrl: '/favicon.svg' },
      linkURL: `http://127.0.0.1:${service.port}/s${i}`,
      liveAppEnabled: true,
      integration: { appId: 'http-status', config: {}, autoRefreshAfter: REFRESH },
    }),
  })
  ids.push((await res.json()).message.id)
}

/** CPU seconds the server has used (user + system), from /proc. */
const cpuSeconds = () => {
  const fields = readFileSync(`/proc/${proc.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
const rssMiB = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

upstreamCalls = 0
let runCalls = 0
const cpuBefore = cpuSeconds()
const end = Date.now() + SECONDS * 1000
// Each viewer asks for every card once per refresh interval, at its own offset, as open dashboards do.
await Promise.all(
  Array.from({ length: VIEWERS }, async (_, viewer) => {
    await Bun.sleep((viewer * REFRESH * 1000) / VIEWERS)
    while (Date.now() < end) {
      const round = Date.now()
      await Promise.all(
        ids.map(async (id) => {
          runCalls++
          await (await fetch(`${base}/app/run/${id}/http-status`, { headers })).arrayBuffer()
        }),
      )
      await Bun.sleep(Math.max(0, REFRESH * 1000 - (Date.now() - round)))
    }
  }),
)
const cpu = cpuSeconds() - cpuBefore
const perMinute = (n: number) => ((n * 60) / SECONDS).toFixed(0)
console.log(`live cards: ${CARDS} cards, ${VIEWERS} viewers, refresh ${REFRESH} s, ${SECONDS} s`)
console.log(`  run calls from viewers: ${perMinute(runCalls)}/min (what a server without the run cache would send on)`)
console.log(`  calls reaching the service: ${perMinute(upstreamCalls)}/min (at most one per card per interval: ${perMinute((CARDS * SECONDS) / REFRESH)}/min)`)
console.log(`  server CPU: ${((cpu / SECONDS) * 100).toFixed(1)}% of one core; RSS ${rssMiB().toFixed(1)} MiB`)
proc.kill()
await proc.exited
service.stop(true)
rmSync(dataDir, { recursive: true, force: true })
