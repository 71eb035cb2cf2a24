import { expect, test } from 'bun:test'
import { isSaltedAes, openSaltedAes } from './salted-aes'

// Made by OpenSSL itself, independently of this code and of the fixture's encrypter (crypto-js writes the same format):
// printf 'JBSWY3DPEHPK3PXP' | openssl enc -aes-256-cbc -md md5 -pass pass:an-old-instance-secret-key -a
const PASSPHRASE = 'an-old-instance-secret-key'
const TOTP = 'U2FsdGVkX192P/Sa5c+9hNdGr0X6ay6KPyPpC7kSehl90BFrz4SydTqxNQ5et+Vl'
const CONFIG = 'U2FsdGVkX18wEO1Nd6O3l1DJRyQXZF3FdP+b8qdgA3ySdFGenxKTmw5pX0TLmhpP'

test("OpenSSL's salted passphrase format opens under its passphrase", () => {
  expect(isSaltedAes(TOTP)).toBe(true)
  expect(openSaltedAes(TOTP, PASSPHRASE)).toBe('JBSWY3DPEHPK3PXP')
  expect(JSON.parse(openSaltedAes(CONFIG, PASSPHRASE))).toEqual({ apiKey: 'jf-api-key' })
})

test('plain base32 is not taken for it, and a wrong passphrase or a cut text throws', () => {
  expect(isSaltedAes('JBSWY3DPEHPK3PXP')).toBe(false)
  expect(() => openSaltedAes(TOTP, 'another-key')).toThrow()
  expect(() => openSaltedAes(TOTP.slice(0, 30), PASSPHRASE)).toThrow()
})
