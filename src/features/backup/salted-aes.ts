import { nodeCrypto } from '../../core/node-builtins'

const SALTED = Buffer.from('Salted__')

/** Base64 text that opens as OpenSSL's "Salted__" format (what crypto-js writes for AES with a passphrase). */
export const isSaltedAes = (text: string) => /^U2FsdGVkX1[A-Za-z0-9+/]+={0,2}$/.test(text)

/**
 * Opens OpenSSL's passphrase format: "Salted__", 8 bytes of salt, AES-256-CBC whose key and IV come from
 * EVP_BytesToKey (MD5, one round). Throws on a wrong passphrase (bad padding) or text that is not UTF-8.
 */
export function openSaltedAes(text: string, passphrase: string): string {
  const raw = Buffer.from(text, 'base64')
  if (raw.length < 32 || !raw.subarray(0, 8).equals(SALTED) || (raw.length - 16) % 16 !== 0) throw new Error('Not salted AES')
  const { createDecipheriv, createHash } = nodeCrypto()
  const salt = raw.subarray(8, 16)
  const secret = Buffer.from(passphrase, 'utf8')
  let derived = Buffer.alloc(0)
  let block = Buffer.alloc(0)
  while (derived.length < 48) {
    block = createHash('md5')
      .update(Buffer.concat([block, secret, salt]))
      .digest()
    derived = Buffer.concat([derived, block])
  }
  const decipher = createDecipheriv('aes-256-cbc', derived.subarray(0, 32), derived.subarray(32, 48))
  const plain = Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()])
  return new TextDecoder('utf-8', { fatal: true }).decode(plain)
}
