import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { nodeCrypto, randomBytes } from './node-builtins'

const PREFIX = 'v1:'
const IV_BYTES = 12
const TAG_BYTES = 16

/** Encrypts secrets at rest (TOTP seeds, credentials, client secrets, push keys) with AES-256-GCM. */
export interface SecretBox {
  seal(plaintext: string): string
  open(sealed: string): string
}

export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes')
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES)
      const cipher = nodeCrypto().createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64')
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new Error('Unknown secret format')
      const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64')
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Secret is truncated')
      const decipher = nodeCrypto().createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES))
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8')
    },
  }
}

/** Reads DATA_DIR/secret.key, creating it (mode 0600) on first start. */
export function loadOrCreateKey(dataDir: string): Uint8Array {
  const path = join(dataDir, 'secret.key')
  if (!existsSync(path)) writeFileSync(path, randomBytes(32), { mode: 0o600, flag: 'wx' })
  chmodSync(path, 0o600)
  const key = readFileSync(path)
  if (key.length !== 32) throw new Error(`${path} is damaged: expected 32 bytes, found ${key.length}`)
  return key
}
