import { afterEach, beforeEach, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app'
import { base32Decode, base32Encode, totp } from '../../../tests/helpers/totp-reference'
import { codeStream } from './totp.stream'
import { inlineRefs } from '../../../tests/helpers/api-doc'

// RFC 6238 appendix B keys, one per algorithm.
const KEYS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
}

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

const setClock = (ms: number) => t.clock.advance(ms - t.clock.now())

async function openStream(id: number, token: string) {
  const res = await t.app.handle(new Request(`http://localhost/api/v1/totp/stream/${id}?token=${token}`))
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  return {
    res,
    async next(): Promise<any> {
      while (!buffered.includes('\n\n')) {
        const { value, done } = await reader.read()
        if (done) throw new Error('stream ended')
        buffered += decoder.decode(value)
      }
      const [event, rest] = [buffered.slice(0, buffered.indexOf('\n\n')), buffered.slice(buffered.indexOf('\n\n') + 2)]
      buffered = rest
      expect(event.startsWith('data: ')).toBe(true)
      return JSON.parse(event.slice(6))
    },
    close: () => reader.cancel(),
  }
}

const save = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/v1/totp/save', { token, body })
const dashboardList = async (token: string) => (await t.call('GET', '/api/v1/dashboard', { token })).body.message.authenticators

test('the independent computation reproduces RFC 6238 appendix B', () => {
  expect(totp(KEYS.sha1, 59, 'sha1', 8, 30)).toBe('94287082')
  expect(totp(KEYS.sha256, 59, 'sha256', 8, 30)).toBe('46119246')
  expect(totp(KEYS.sha512, 59, 'sha512', 8, 30)).toBe('90693936')
  expect(totp(KEYS.sha1, 1111111109, 'sha1', 8, 30)).toBe('07081804')
  expect(base32Decode(base32Encode(KEYS.sha512)).equals(KEYS.sha512)).toBe(true)
})

test('streamed codes equal RFC 6238 for SHA1/SHA256/SHA512, 6 and 8 digits, 30 and 60 s', async () => {
  const token = await t.signIn('alice')
  for (const [algorithm, key] of Object.entries(KEYS))
    for (const digits of [6, 8])
      for (const period of [30, 60]) {
        const secret = base32Encode(key)
        const uri = `otpauth://totp/RFC:${algorithm}?secret=${secret}&algorithm=${algorithm.toUpperCase()}&digits=${digits}&period=${period}`
        const saved = await save(token, { serviceName: '', otpauthUri: uri })
        expect(saved.status).toBe(200)
        expect(saved.body.message).toMatchObject({ serviceName: 'RFC', accountName: algorithm, algorithm, digits, period })
        for (const unix of [59, 1111111109, 1_795_000_013]) {
          setClock(unix * 1000 + 250)
          const stream = await openStream(saved.body.message.id, token)
          expect(stream.res.headers.get('content-type')).toContain('text/event-stream')
          expect(stream.res.headers.get('cache-control')).toBe('no-cache')
          expect(await stream.next()).toEqual({ code: totp(key, unix, algorithm, digits, period), remainingSeconds: period - (unix % period), period })
          await stream.close()
        }
      }
})

test('a plain secret (spaces and lower case tolerated) with chosen parameters gives the same codes', async () => {
  const token = await t.signIn('alice')
  const secret = base32Encode(KEYS.sha256)
  const spaced = secret.toLowerCase().replace(/(.{4})/g, '$1 ')
  const saved = await save(token, { serviceName: 'Mail', accountName: 'a@b.c', secret: spaced, algorithm: 'SHA256', digits: 8, period: 60 })
  expect(saved.status).toBe(200)
  setClock(1234567890_000)
  const stream = await openStream(saved.body.message.id, token)
  expect((await stream.next()).code).toBe(totp(KEYS.sha256, 1234567890, 'sha256', 8, 60))
  await stream.close()
  const defaults = await save(token, { serviceName: 'Plain', secret: 'JBSWY3DPEHPK3PXP====' })
  expect(defaults.body.message).toMatchObject({ algorithm: 'sha1', digits: 6, period: 30 })
})

test('bits past the last whole byte are ignored, as authenticator apps do: a 26-character secret from random characters works', async () => {
  const token = await t.signIn('alice')
  const key = KEYS.sha1.subarray(0, 16)
  const canonical = base32Encode(key)
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  // The last character carries 3 bits of the key and 2 spare ones: set the spare ones.
  const loose = canonical.slice(0, -1) + alphabet[alphabet.indexOf(canonical.at(-1)!) | 3]
  expect(loose).not.toBe(canonical)
  const { body } = await save(token, { serviceName: 'Loose', secret: loose })
  setClock(1_700_000_007_000)
  const stream = await openStream(body.message.id, token)
  expect((await stream.next()).code).toBe(totp(key, 1_700_000_007, 'sha1', 6, 30))
  await stream.close()
})

test('the stream sends an event at once and a new code once the period turns over', async () => {
  const token = await t.signIn('alice')
  const secret = base32Encode(KEYS.sha1)
  const { body } = await save(token, { serviceName: 'Git', secret })
  setClock(1_700_000_007_000)
  const stream = await openStream(body.message.id, token)
  const first = await stream.next()
  expect(first).toEqual({ code: totp(KEYS.sha1, 1_700_000_007, 'sha1', 6, 30), remainingSeconds: 3, period: 30 })
  t.clock.advance(3000)
  const second = await stream.next()
  expect(second).toEqual({ code: totp(KEYS.sha1, 1_700_000_010, 'sha1', 6, 30), remainingSeconds: 30, period: 30 })
  expect(second.code).not.toBe(first.code)
  await stream.close()
})

// A hold that records what the stream registered: close it to end the session, released counts releases.
function fakeHold() {
  const held = { close: () => {}, released: 0 }
  const hold = (close: () => void) => {
    held.close = close
    return () => void held.released++
  }
  return { held, hold }
}

test('the stream timer stops and the stream lets go of its session when the client cancels or the request is aborted', async () => {
  let ticks = 0
  const next = () => ({ code: String(++ticks), remainingSeconds: 1, period: 30 })
  const first = fakeHold()
  const cancelled = codeStream(next, () => 5, new AbortController().signal, first.hold).body!.getReader()
  await cancelled.read()
  await cancelled.read()
  await cancelled.cancel()
  const afterCancel = ticks
  await Bun.sleep(60)
  expect(ticks).toBe(afterCancel)
  expect(first.held.released).toBe(1)

  const abort = new AbortController()
  const second = fakeHold()
  const aborted = codeStream(next, () => 5, abort.signal, second.hold).body!.getReader()
  await aborted.read()
  abort.abort()
  const afterAbort = ticks
  // Whatever was queued drains, then the stream ends.
  while (!(await aborted.read()).done);
  await Bun.sleep(60)
  expect(ticks).toBe(afterAbort)
  expect(second.held.released).toBe(1)
})

test('the stream ends and its timer stops when its session ends', async () => {
  let ticks = 0
  const { held, hold } = fakeHold()
  const reader = codeStream(
    () => ({ code: String(++ticks), remainingSeconds: 1, period: 30 }),
    () => 5,
    new AbortController().signal,
    hold,
  ).body!.getReader()
  await reader.read()
  held.close()
  const atEnd = ticks
  while (!(await reader.read()).done);
  await Bun.sleep(30)
  expect(ticks).toBe(atEnd)
})

test('a seed that cannot be opened streams the spec error event', async () => {
  const token = await t.signIn('alice')
  const { body } = await save(token, { serviceName: 'Git', secret: base32Encode(KEYS.sha1) })
  t.db.query("UPDATE totp_items SET secret_sealed = 'v1:AAAA'").run()
  const stream = await openStream(body.message.id, token)
  expect(await stream.next()).toEqual({ error: true, message: 'Failed to generate OTP' })
  await stream.close()
})

test('bad secrets and URIs are refused with a clear message and nothing is saved', async () => {
  const token = await t.signIn('alice')
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ serviceName: 'X' }, 'Enter a secret key or an otpauth URI.'],
    [{ serviceName: 'X', secret: 'JBSWY3DPEHPK3PX' }, 'The secret must be base32 (letters A-Z and digits 2-7, optional = padding), 16 to 128 characters.'],
    [{ serviceName: 'X', secret: 'A'.repeat(129) }, 'The secret must be base32 (letters A-Z and digits 2-7, optional = padding), 16 to 128 characters.'],
    [{ serviceName: 'X', secret: 'JBSWY3DPEHPK3PX1' }, 'The secret must be base32 (letters A-Z and digits 2-7, optional = padding), 16 to 128 characters.'],
    [{ serviceName: 'X', secret: 'JBSWY3DP=EHPK3PXP' }, 'The secret must be base32 (letters A-Z and digits 2-7, optional = padding), 16 to 128 characters.'],
    [{ serviceName: 'X', secret: 'JBSWY3DPEHPK3PXPA' }, 'The secret is not valid base32: a character is missing or extra.'],
    [{ serviceName: 'X', secret: 'JBSWY3DPEHPK3PXPABC' }, 'The secret is not valid base32: a character is missing or extra.'],
    [{ serviceName: 'X', secret: 'JBSWY3DPEHPK3PX=' }, 'The secret is too short: it must hold at least 80 bits (16 base32 characters without padding).'],
    [
      { serviceName: 'X', secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
      'Enter either a secret key or an otpauth URI, not both.',
    ],
    [
      { serviceName: 'X', otpauthUri: 'https://totp/x?secret=JBSWY3DPEHPK3PXP' },
      'The otpauth URI is not valid: it must look like otpauth://totp/Issuer:account?secret=BASE32SECRET.',
    ],
    [{ serviceName: 'X', otpauthUri: 'not a uri' }, 'The otpauth URI is not valid: it must look like otpauth://totp/Issuer:account?secret=BASE32SECRET.'],
    [
      { serviceName: 'X', otpauthUri: 'otpauth://hotp/x?secret=JBSWY3DPEHPK3PXP&counter=1' },
      'Only time-based codes (otpauth://totp/...) are supported, not counter-based (hotp) ones.',
    ],
    [{ serviceName: 'X', otpauthUri: 'otpauth://totp/x?issuer=X' }, 'The otpauth URI has no secret.'],
    [
      { serviceName: 'X', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PX' },
      'The secret must be base32 (letters A-Z and digits 2-7, optional = padding), 16 to 128 characters.',
    ],
    [{ serviceName: 'X', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP&algorithm=MD5' }, 'The algorithm must be SHA1, SHA256 or SHA512.'],
    [{ serviceName: 'X', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP&digits=7' }, 'Codes must have 6 or 8 digits.'],
    [{ serviceName: 'X', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP&period=0' }, 'The period must be a whole number of seconds from 1 to 3600.'],
    [{ serviceName: 'X', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP&period=1.5' }, 'The period must be a whole number of seconds from 1 to 3600.'],
    [{ serviceName: 'X', secret: 'JBSWY3DPEHPK3PXP', digits: 10 }, 'Codes must have 6 or 8 digits.'],
    [{ serviceName: ' ', secret: 'JBSWY3DPEHPK3PXP' }, 'Service name is required.'],
    [{ serviceName: ' ', otpauthUri: 'otpauth://totp/alice?secret=JBSWY3DPEHPK3PXP' }, 'Service name is required.'],
    [{ serviceName: 'x'.repeat(101), secret: 'JBSWY3DPEHPK3PXP' }, 'Service name must be at most 100 characters.'],
  ]
  for (const [body, message] of cases) {
    const res = await save(token, body)
    expect({ body, status: res.status, answer: res.body }).toEqual({ body, status: 400, answer: { error: true, message } })
  }
  expect(await dashboardList(token)).toEqual([])
})

test('no file under DATA_DIR and no answer carries the secret, in base32 or raw', async () => {
  const token = await t.signIn('alice')
  const key = Buffer.from('f00dfacecafebeef0123456789abcdef42', 'hex')
  const secret = base32Encode(key)
  const other = base32Encode(Buffer.from('0badc0ffee0ddf00d5eed5a1ad0123', 'hex'))
  const answers: string[] = []
  const keep = <T extends { body: unknown }>(res: T) => {
    answers.push(JSON.stringify(res.body))
    return res
  }
  const a = keep(await save(token, { serviceName: 'Bank', accountName: 'me', secret }))
  const b = keep(await save(token, { serviceName: '', otpauthUri: `otpauth://totp/Shop:me?secret=${other}&issuer=Shop` }))
  keep(await save(token, { authId: a.body.message.id, serviceName: 'Bank 2', accountName: 'me' }))
  keep(await t.call('GET', `/api/v1/totp/${a.body.message.id}`, { token }))
  keep(await t.call('GET', `/api/v1/totp/${b.body.message.id}`, { token }))
  keep(await t.call('GET', '/api/v1/dashboard', { token }))
  const files = (readdirSync(t.dir, { recursive: true }) as string[]).map((f) => join(t.dir, f)).filter((f) => !f.endsWith('secret.key'))
  expect(files.some((f) => f.endsWith('foyer.db-wal'))).toBe(true)
  for (const s of [secret, other]) {
    const raw = base32Decode(s)
    for (const answer of answers) expect(answer.toUpperCase()).not.toContain(s)
    for (const file of files) {
      const bytes = readFileSync(file)
      expect({ file, base32: bytes.includes(s), lower: bytes.includes(s.toLowerCase()), raw: bytes.includes(raw) }).toEqual({
        file,
        base32: false,
        lower: false,
        raw: false,
      })
    }
  }
})

test('the dashboard lists authenticators in the saved order, without secrets; reorder is kept', async () => {
  const token = await t.signIn('alice')
  const ids: number[] = []
  for (const name of ['A', 'B', 'C']) ids.push((await save(token, { serviceName: name, secret: 'JBSWY3DPEHPK3PXP' })).body.message.id)
  const listed = await dashboardList(token)
  expect(listed.map((x: { serviceName: string }) => x.serviceName)).toEqual(['A', 'B', 'C'])
  expect(Object.keys(listed[0]).sort()).toEqual(['accountName', 'id', 'serviceIcon', 'serviceName'])
  expect(listed[0].serviceIcon).toBeNull()

  const res = await t.call('POST', '/api/v1/totp/reorder', { token, body: { items: [ids[2], ids[0], ids[1]] } })
  expect(res.body).toEqual({ error: false, message: 'Order saved.' })
  expect((await dashboardList(token)).map((x: { id: number }) => x.id)).toEqual([ids[2], ids[0], ids[1]])
  // Left-out ids keep their order after the listed ones; new items go last.
  await t.call('POST', '/api/v1/totp/reorder', { token, body: { items: [ids[1]] } })
  const d = (await save(token, { serviceName: 'D', secret: 'JBSWY3DPEHPK3PXP' })).body.message.id
  expect((await dashboardList(token)).map((x: { id: number }) => x.id)).toEqual([ids[1], ids[2], ids[0], d])
  const dup = await t.call('POST', '/api/v1/totp/reorder', { token, body: { items: [ids[0], ids[0]] } })
  expect(dup.status).toBe(400)
  expect((await dashboardList(token)).map((x: { id: number }) => x.id)).toEqual([ids[1], ids[2], ids[0], d])
})

test('editing without a new secret keeps the old one; a new secret or URI replaces it; the icon is kept', async () => {
  const token = await t.signIn('alice')
  const icon = { iconUrl: 'https://example.com/git.png', iconUrlLight: null, iconProvider: 'url', iconId: 'git' }
  const { body } = await save(token, { serviceName: 'Git', accountName: 'me', secret: base32Encode(KEYS.sha1), serviceIcon: icon })
  const id = body.message.id
  setClock(1_600_000_000_000)
  const codeNow = async () => {
    const s = await openStream(id, token)
    const e = await s.next()
    await s.close()
    return e.code
  }
  expect(await codeNow()).toBe(totp(KEYS.sha1, 1_600_000_000, 'sha1', 6, 30))
  const renamed = await save(token, { authId: id, serviceName: 'GitHub', accountName: 'me2', secret: '' })
  expect(renamed.body.message).toEqual({ id, serviceName: 'GitHub', accountName: 'me2', serviceIcon: icon, algorithm: 'sha1', digits: 6, period: 30 })
  expect(await codeNow()).toBe(totp(KEYS.sha1, 1_600_000_000, 'sha1', 6, 30))
  await save(token, { authId: id, serviceName: 'GitHub', digits: 8 })
  expect(await codeNow()).toBe(totp(KEYS.sha1, 1_600_000_000, 'sha1', 8, 30))
  await save(token, { authId: id, serviceName: 'GitHub', otpauthUri: `otpauth://totp/GitHub:me?secret=${base32Encode(KEYS.sha512)}&algorithm=SHA512` })
  expect(await codeNow()).toBe(totp(KEYS.sha512, 1_600_000_000, 'sha512', 6, 30))
  const details = await t.call('GET', `/api/v1/totp/${id}`, { token })
  expect(details.body.message).toEqual({ id, serviceName: 'GitHub', accountName: 'me', serviceIcon: icon, algorithm: 'sha512', digits: 6, period: 30 })
  expect(await dashboardList(token)).toHaveLength(1)
  // An explicit null goes back to the default icon.
  await save(token, { authId: id, serviceName: 'GitHub', serviceIcon: null })
  expect((await t.call('GET', `/api/v1/totp/${id}`, { token })).body.message.serviceIcon).toBeNull()
})

test('delete removes the item; deleting again is a 404', async () => {
  const token = await t.signIn('alice')
  const { body } = await save(token, { serviceName: 'Git', secret: 'JBSWY3DPEHPK3PXP' })
  expect((await t.call('GET', `/api/v1/totp/delete/${body.message.id}`, { token })).body).toEqual({ error: false, message: 'TOTP item deleted.' })
  expect(await dashboardList(token)).toEqual([])
  expect((await t.call('GET', `/api/v1/totp/delete/${body.message.id}`, { token })).status).toBe(404)
})

test("another user's authenticator is a 404 on every call, the stream included, and nothing changes", async () => {
  const alice = await t.signIn('alice')
  const bob = await t.signIn('bob')
  const { body } = await save(alice, { serviceName: 'Git', secret: 'JBSWY3DPEHPK3PXP' })
  const id = body.message.id
  const refused = [
    await t.call('GET', `/api/v1/totp/${id}`, { token: bob }),
    await save(bob, { authId: id, serviceName: 'Mine', secret: 'GEZDGNBVGY3TQOJQ' }),
    await t.call('GET', `/api/v1/totp/delete/${id}`, { token: bob }),
    await t.call('POST', '/api/v1/totp/reorder', { token: bob, body: { items: [id] } }),
    await t.call('GET', `/api/v1/totp/stream/${id}?token=${bob}`),
  ]
  for (const res of refused) expect(res.status).toBe(404)
  expect(refused[0]!.body).toEqual({ error: true, message: 'Authenticator not found.' })
  expect(await dashboardList(bob)).toEqual([])
  expect(await dashboardList(alice)).toEqual([{ id, serviceName: 'Git', accountName: '', serviceIcon: expect.any(Object) }])
})

test('every call needs a session; only the stream takes ?token=', async () => {
  const token = await t.signIn('alice')
  const { body } = await save(token, { serviceName: 'Git', secret: 'JBSWY3DPEHPK3PXP' })
  const id = body.message.id
  const calls: Array<[string, string, unknown?]> = [
    ['POST', '/api/v1/totp/save', { serviceName: 'X', secret: 'JBSWY3DPEHPK3PXP' }],
    ['POST', '/api/v1/totp/reorder', { items: [id] }],
    ['GET', `/api/v1/totp/${id}`],
    ['GET', `/api/v1/totp/delete/${id}`],
    ['GET', `/api/v1/totp/stream/${id}`],
  ]
  for (const [method, path, body] of calls) expect((await t.call(method, path, { body })).status).toBe(401)
  expect(await dashboardList(token)).toHaveLength(1)
  expect((await t.call('GET', `/api/v1/totp/${id}?token=${token}`)).status).toBe(401)
  expect((await t.call('GET', `/api/v1/totp/stream/${id}?token=wrong`)).status).toBe(401)
})

test('malformed ids, over-long fields, wrong enums and unsafe icons are a 400 with a readable message; nothing changes', async () => {
  const token = await t.signIn('alice')
  const { body } = await save(token, { serviceName: 'Git', secret: 'JBSWY3DPEHPK3PXP' })
  const id = body.message.id
  const badId = 'Invalid id: a whole number from 1.'
  const cases: Array<[string, string, unknown, string]> = [
    ['GET', '/api/v1/totp/abc', undefined, badId],
    ['GET', '/api/v1/totp/0', undefined, badId],
    ['GET', '/api/v1/totp/1.5', undefined, badId],
    ['GET', '/api/v1/totp/delete/-1', undefined, badId],
    ['GET', `/api/v1/totp/stream/x?token=${token}`, undefined, badId],
    ['POST', '/api/v1/totp/save', { authId: 'x', serviceName: 'Git' }, badId],
    ['POST', '/api/v1/totp/reorder', { items: [id, 'x'] }, badId],
    ['POST', '/api/v1/totp/reorder', { items: Array.from({ length: 10_001 }, (_, i) => i + 1) }, 'At most 10000 authenticators may be ordered at once.'],
    ['POST', '/api/v1/totp/save', { authId: id, serviceName: 'x'.repeat(101) }, 'Service name must be at most 100 characters.'],
    ['POST', '/api/v1/totp/save', { authId: id, serviceName: 'Git', accountName: 'x'.repeat(201) }, 'Account name must be at most 200 characters.'],
    ['POST', '/api/v1/totp/save', { authId: id, serviceName: 'Git', algorithm: 'MD5' }, 'The algorithm must be SHA1, SHA256 or SHA512.'],
    ['POST', '/api/v1/totp/save', { authId: id, serviceName: 'Git', digits: 7 }, 'Codes must have 6 or 8 digits.'],
    ['POST', '/api/v1/totp/save', { authId: id, serviceName: 'Git', period: 3601 }, 'The period must be a whole number of seconds from 1 to 3600.'],
    [
      'POST',
      '/api/v1/totp/save',
      { authId: id, serviceName: 'Git', serviceIcon: { iconUrl: 'javascript:alert(1)' } },
      'Invalid icon: { iconUrl, iconUrlLight?, iconProvider?, iconId? }.',
    ],
    [
      'POST',
      '/api/v1/totp/save',
      { authId: id, serviceName: 'Git', serviceIcon: { iconUrl: '//evil.example/x.png' } },
      'Invalid icon: { iconUrl, iconUrlLight?, iconProvider?, iconId? }.',
    ],
  ]
  for (const [method, path, sent, message] of cases) {
    const res = await t.call(method, path, { token, body: sent })
    expect({ path, sent: JSON.stringify(sent)?.slice(0, 80), status: res.status, answer: res.body }).toEqual({
      path,
      sent: JSON.stringify(sent)?.slice(0, 80),
      status: 400,
      answer: { error: true, message },
    })
  }
  // Well-formed but missing ids stay 404.
  expect((await t.call('GET', `/api/v1/totp/${id + 1000}`, { token })).status).toBe(404)
  expect((await save(token, { authId: String(id + 1000), serviceName: 'Git' })).status).toBe(404)
  expect(await dashboardList(token)).toEqual([{ id, serviceName: 'Git', accountName: '', serviceIcon: null }])
  // An id sent as its decimal text (as forms read it from the URL) edits the item.
  expect((await save(token, { authId: String(id), serviceName: 'Git 2' })).body.message.serviceName).toBe('Git 2')
})

test('/api-docs documents every authenticator answer', async () => {
  const paths = inlineRefs((await t.call('GET', '/api-docs/json')).body).paths
  const message = (path: string, method: string) => paths[path][method].responses['200'].content['application/json'].schema.properties.message
  expect(Object.keys(message('/api/v1/totp/{id}', 'get').properties).sort()).toEqual([
    'accountName',
    'algorithm',
    'digits',
    'id',
    'period',
    'serviceIcon',
    'serviceName',
  ])
  expect(message('/api/v1/totp/save', 'post').properties.algorithm.enum).toEqual(['sha1', 'sha256', 'sha512'])
  expect(message('/api/v1/totp/delete/{id}', 'get').type).toBe('string')
  expect(paths['/api/v1/totp/stream/{id}'].get.parameters[0].name).toBe('id')
})
