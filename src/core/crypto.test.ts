import { expect, test } from 'bun:test'
import { mkdtempSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSecretBox, loadOrCreateKey } from './crypto'

const tempDir = () => mkdtempSync(join(tmpdir(), 'foyer-key-'))

test('sealed secrets open again and never contain the plaintext', () => {
  const box = createSecretBox(loadOrCreateKey(tempDir()))
  const sealed = box.seal('JBSWY3DPEHPK3PXP')
  expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
  expect(sealed.startsWith('v1:')).toBe(true)
  expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP')
  // A fresh IV each time: equal secrets do not look equal at rest.
  expect(box.seal('same')).not.toBe(box.seal('same'))
  expect(box.open(box.seal(''))).toBe('')
  expect(box.open(box.seal('ünïcødé 🔐'))).toBe('ünïcødé 🔐')
})

test('a tampered or foreign ciphertext is refused', () => {
  const dir = tempDir()
  const box = createSecretBox(loadOrCreateKey(dir))
  const sealed = box.seal('server password')
  const raw = Buffer.from(sealed.slice(3), 'base64')
  raw[raw.length - 20]! ^= 1
  expect(() => box.open(`v1:${raw.toString('base64')}`)).toThrow()
  expect(() => createSecretBox(loadOrCreateKey(tempDir())).open(sealed)).toThrow()
  expect(() => box.open('plain text')).toThrow('Unknown secret format')
})

test('the key file is created once with mode 0600 and reused', () => {
  const dir = tempDir()
  const first = loadOrCreateKey(dir)
  expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600)
  expect(Buffer.from(loadOrCreateKey(dir)).equals(Buffer.from(first))).toBe(true)
})

test('a damaged key file stops start-up instead of silently making a new key', () => {
  const dir = tempDir()
  writeFileSync(join(dir, 'secret.key'), 'short')
  expect(() => loadOrCreateKey(dir)).toThrow(/damaged/)
})
