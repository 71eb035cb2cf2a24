import type { ScureBase32Plugin } from 'otplib'
import { badRequest } from '../../core/errors'
import { MIN_KEY_BYTES, otplib } from './totp.codes'
import { ALGORITHMS, type Algorithm, DIGITS, PERIOD, TOTP_MESSAGES } from './totp.schema'

/** The key and how codes are made from it: what a secret or an otpauth URI gives. */
export interface CodeParams {
  secret: string
  algorithm: Algorithm
  digits: number
  period: number
}

const MESSAGES = {
  secret: 'The secret must be base32 (letters A-Z and digits 2-7, optional = padding), 16 to 128 characters.',
  secretBits: 'The secret is not valid base32: a character is missing or extra.',
  secretShort: 'The secret is too short: it must hold at least 80 bits (16 base32 characters without padding).',
  uri: 'The otpauth URI is not valid: it must look like otpauth://totp/Issuer:account?secret=BASE32SECRET.',
  hotp: 'Only time-based codes (otpauth://totp/...) are supported, not counter-based (hotp) ones.',
  uriSecret: 'The otpauth URI has no secret.',
  algorithm: TOTP_MESSAGES.algorithm,
  digits: TOTP_MESSAGES.digits,
  period: TOTP_MESSAGES.period,
} as const

const BASE32 = /^[A-Z2-7]+=*$/
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
let base32: ScureBase32Plugin | undefined

/** The key's bytes; bits past the last whole byte are dropped, as authenticator apps do. */
function looseDecode(bare: string): Uint8Array {
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of bare) {
    value = (value << 5) | ALPHABET.indexOf(char)
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((value >>> bits) & 0xff)
    }
  }
  return Uint8Array.from(bytes)
}

/** Checks a base32 secret (spec §5) and returns its key spelt canonically (upper case, no spaces or padding), as stored. */
export function normaliseSecret(raw: string): string {
  // Authenticator setup pages often show the key in lower-case groups of four.
  const secret = raw.replace(/\s+/g, '').toUpperCase()
  if (secret.length < 16 || secret.length > 128 || !BASE32.test(secret)) throw badRequest(MESSAGES.secret)
  const bare = secret.replace(/=+$/, '')
  // No encoder ends 1, 3 or 6 characters past a multiple of 8: a character was lost or added in copying.
  if ([1, 3, 6].includes(bare.length % 8)) throw badRequest(MESSAGES.secretBits)
  const key = looseDecode(bare)
  if (key.length < MIN_KEY_BYTES) throw badRequest(MESSAGES.secretShort)
  base32 ??= new (otplib().ScureBase32Plugin)()
  return base32.encode(key).replace(/=+$/, '')
}

export function checkAlgorithm(raw: string | undefined): Algorithm {
  const algorithm = (raw ?? 'sha1').trim().toLowerCase()
  if (!(ALGORITHMS as readonly string[]).includes(algorithm)) throw badRequest(MESSAGES.algorithm)
  return algorithm as Algorithm
}

export function checkDigits(raw: number | string | undefined): number {
  const digits = Number(raw ?? 6)
  if (!(DIGITS as readonly number[]).includes(digits)) throw badRequest(MESSAGES.digits)
  return digits
}

export function checkPeriod(raw: number | string | undefined): number {
  const period = typeof raw === 'string' && !/^\d+$/.test(raw) ? NaN : Number(raw ?? PERIOD.default)
  if (!Number.isInteger(period) || period < PERIOD.min || period > PERIOD.max) throw badRequest(MESSAGES.period)
  return period
}

/** Reads otpauth://totp/[Issuer:]account?secret=...&issuer=&algorithm=&digits=&period= (the Key Uri Format). */
export function parseOtpauthUri(raw: string): CodeParams & { issuer: string; account: string } {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw badRequest(MESSAGES.uri)
  }
  if (url.protocol.toLowerCase() !== 'otpauth:') throw badRequest(MESSAGES.uri)
  const type = url.host.toLowerCase()
  if (type === 'hotp') throw badRequest(MESSAGES.hotp)
  if (type !== 'totp') throw badRequest(MESSAGES.uri)
  let label: string
  try {
    label = decodeURIComponent(url.pathname.replace(/^\//, ''))
  } catch {
    throw badRequest(MESSAGES.uri)
  }
  const colon = label.indexOf(':')
  const labelIssuer = colon >= 0 ? label.slice(0, colon).trim() : ''
  const account = (colon >= 0 ? label.slice(colon + 1) : label).trim()
  const q = url.searchParams
  const secret = q.get('secret')
  if (!secret) throw badRequest(MESSAGES.uriSecret)
  return {
    secret: normaliseSecret(secret),
    algorithm: checkAlgorithm(q.get('algorithm') ?? undefined),
    digits: checkDigits(q.get('digits') ?? undefined),
    period: checkPeriod(q.get('period') ?? undefined),
    issuer: (q.get('issuer') ?? labelIssuer).trim(),
    account,
  }
}
