import { afterAll, beforeEach, expect, test } from 'bun:test'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { appZip } from '../../../tests/helpers/live-app-zip'
import { useTestApp } from '../../../tests/helpers/test-app'

// An app's outbound calls reach only http and https services: never Foyer's own files, whatever address or redirect it uses.

const t = useTestApp()
const REFUSED = 'Only http and https addresses may be called; refused'
let redirectTo = ''
const service = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  fetch(req) {
    const path = new URL(req.url).pathname
    if (path === '/away' || path === '/') return new Response(null, { status: 302, headers: { location: redirectTo } })
    return new Response('not here', { status: 404 })
  },
})
afterAll(() => service.stop(true))
const serviceUrl = `http://127.0.0.1:${service.port}`

let admin: string
beforeEach(async () => {
  admin = await t.signIn('root', 'root-pass', true)
  redirectTo = `file://${join(t.dir, 'secret.key')}`
})

async function link(appId: string, config: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/v1/listing/save/link', {
    token: t.alice,
    body: {
      linkName: 'Probe',
      linkIcon: { iconUrl: '/api/v1/icons/tabler/3/dark/link.svg' },
      linkURL: serviceUrl,
      liveAppEnabled: true,
      integration: { appId, config },
    },
  })
  expect(res.status).toBe(200)
  return res.body.message.id as number
}

/** What of Foyer's files would show if any of their bytes came back, in the forms an app could send them on. */
function secretsOf(dir: string): string[] {
  const key = readFileSync(join(dir, 'secret.key'))
  return [key.toString('hex'), key.toString('base64'), key.toString('latin1'), 'SQLite format 3', `PATH=${process.env.PATH}`]
}

test('a ZIP app gets an error, and none of the bytes, for every address that is not http(s) and for a redirect to a file', async () => {
  const dir = t.dir
  const targets = [
    `file://${dir}/secret.key`,
    `file://${dir}/foyer.db`,
    'file:///proc/self/environ',
    `FILE://${dir}/secret.key`,
    `file:${dir}/secret.key`,
    `data:text/plain,${encodeURIComponent('made up')}`,
    'blob:http://127.0.0.1/0b5e3f0a-0000-4000-8000-000000000000',
    's3://bucket/secret.key',
    `${serviceUrl}/away`,
    // Resolved against the link's address: an http call to the service, never a file.
    'secret.key',
  ]
  const js = `
    global.initialize = async (application) => {
      const report = []
      for (const target of ${JSON.stringify(targets)}) {
        try {
          const res = await application.axios.get(target)
          report.push('got ' + JSON.stringify(res.data))
        } catch (error) {
          report.push(error.message)
        }
      }
      application.sendError(report.join('\\n'))
    }`
  expect((await t.call('POST', '/api/v1/app/fromzip', { token: admin, form: zipForm(appZip({ appId: 'org.example.prober', js })) })).status).toBe(200)
  const id = await link('org.example.prober', { apiKey: 'k' })
  const run = await t.call('GET', `/api/v1/app/run/${id}/org.example.prober`, { token: t.alice })
  expect(run.status).toBe(502)
  expect(run.body.message.split('\n')).toEqual([
    ...Array(5).fill(`${REFUSED} file:`),
    `${REFUSED} data:`,
    `${REFUSED} blob:`,
    `${REFUSED} s3:`,
    `${REFUSED} a redirect to file:`,
    'Request failed with status code 404',
  ])
  const text = JSON.stringify(run.body)
  for (const secret of secretsOf(dir)) expect(text).not.toContain(secret)
})

test('a built-in app whose link redirects to a file, or to a data: address, fails with what was refused; nothing of the file shows', async () => {
  // A JSON file the HTTP Status app would read a value from, were the redirect followed.
  writeFileSync(join(t.dir, 'leak.json'), JSON.stringify({ marker: 'Zq7-leaked' }))
  for (const [target, scheme] of [
    [`file://${join(t.dir, 'leak.json')}`, 'file:'],
    [`file://${join(t.dir, 'secret.key')}`, 'file:'],
    ['data:application/json,{"marker":"Zq7-leaked"}', 'data:'],
  ]) {
    redirectTo = target!
    // A link of its own each time: runs are cached per link.
    const id = await link('http-status', { jsonPath: 'marker' })
    const run = await t.call('GET', `/api/v1/app/run/${id}/http-status`, { token: t.alice })
    expect([run.status, run.body.message]).toEqual([502, `${REFUSED} a redirect to ${scheme}`])
    const text = JSON.stringify(run.body)
    expect(text).not.toContain('Zq7-leaked')
    for (const secret of secretsOf(t.dir)) expect(text).not.toContain(secret)
  }
})

function zipForm(bytes: Uint8Array) {
  const form = new FormData()
  form.set('file', new File([bytes as BlobPart], 'app.zip', { type: 'application/zip' }))
  return form
}
