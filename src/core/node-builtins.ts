// Bun's node:* modules are JavaScript that loads when imported, and an import at the top of any module loads it at
// start: in a compiled binary node:zlib alone costs 6 MiB of RSS, node:https 4, node:net 3 and node:crypto 1.5, for
// code an idle server never runs. Features reach the few they need through here, loaded on first use; where the Web
// platform or Bun has the same thing it is used instead (crypto.getRandomValues and randomUUID, Bun.inflateSync).
// require() keeps every caller synchronous.

export const nodeCrypto = (): typeof import('node:crypto') => require('node:crypto')
export const nodeDgram = (): typeof import('node:dgram') => require('node:dgram')
export const nodeDns = (): typeof import('node:dns/promises') => require('node:dns/promises')
export const nodeEvents = (): typeof import('node:events') => require('node:events')
export const nodeHttps = (): typeof import('node:https') => require('node:https')
export const nodeNet = (): typeof import('node:net') => require('node:net')
export const nodeOs = (): typeof import('node:os') => require('node:os')

/** n random bytes from the Web Crypto source (no module to load). */
export const randomBytes = (n: number): Buffer => crypto.getRandomValues(Buffer.alloc(n))
