// A Web Push service on 127.0.0.1 over HTTPS (self-signed): takes what Foyer sends, and a browser-side subscription
// whose keys decrypt it (RFC 8291 aes128gcm), so tests read the very payload a phone would get.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

interface Delivery {
  path: string
  headers: Headers
  payload: unknown
}

/** A certificate for 127.0.0.1, made by openssl for this run. */
export function selfSigned() {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-push-cert-'))
  const run = Bun.spawnSync([
    'openssl',
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
  ])
  if (run.exitCode !== 0) throw new Error(`openssl failed: ${run.stderr}`)
  const pair = { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') }
  rmSync(dir, { recursive: true, force: true })
  return pair
}

export function startPushService() {
  const deliveries: Delivery[] = []
  // What the service answers next, per subscription path (201 accepted by default; 410 says the subscription is gone).
  const answers = new Map<string, number>()
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>()

  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    tls: selfSigned(),
    async fetch(request) {
      const path = new URL(request.url).pathname
      const browser = browsers.get(path)
      const body = Buffer.from(await request.arrayBuffer())
      deliveries.push({ path, headers: request.headers, payload: browser ? JSON.parse(decrypt(body, browser.ecdh, browser.auth)) : null })
      return new Response(null, { status: answers.get(path) ?? 201 })
    },
  })

  return {
    deliveries,
    answer: (path: string, status: number) => answers.set(path, status),
    /** A new browser subscription at this service, as PushManager.subscribe() would give it. */
    subscription(name: string) {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const path = `/push/${name}`
      browsers.set(path, { ecdh, auth })
      return {
        endpoint: `https://127.0.0.1:${server.port}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      }
    },
    stop: () => server.stop(true),
  }
}

/** RFC 8291 + RFC 8188 (one record): the user agent's side of Web Push decryption. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16)
  const idLength = body[20] ?? 0
  const senderKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const shared = ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = padded.length - 1
  while (end > 0 && padded[end] === 0) end--
  return padded.subarray(0, end).toString('utf8')
}
