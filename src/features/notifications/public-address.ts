import type { LookupAddress, LookupOptions } from 'node:dns'
import { carriedIpv4, ipv6Groups, isIP } from '../../core/ip'
import { nodeDns } from '../../core/node-builtins'
import { inIpv4Ranges } from '../../definitions/ipv4'

// Not the public internet: "this network", the LAN, CGNAT, loopback, link-local, IETF protocol and benchmark ranges,
// multicast and reserved (with the limited broadcast). A push endpoint there would let a user probe the LAN.
const NON_PUBLIC_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '224.0.0.0/4',
  '240.0.0.0/4',
]
// IPv6 by its first group (value, mask): unique local fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast ff00::/8.
const NON_PUBLIC_V6: Array<[number, number]> = [
  [0xfc00, 0xfe00],
  [0xfe80, 0xffc0],
  [0xfec0, 0xffc0],
  [0xff00, 0xff00],
]

/** Whether an IP address is on the public internet; anything that is not an address is not. */
export function isPublicAddress(ip: string): boolean {
  if (isIP(ip) === 4) return !inIpv4Ranges(ip, NON_PUBLIC_V4)
  const groups = ipv6Groups(ip)
  if (!groups) return false
  const v4 = carriedIpv4(groups)
  if (v4) return !inIpv4Ranges(v4, NON_PUBLIC_V4)
  const first = groups[0] ?? 0
  // The rest of 64:ff9b::/32 is local-use NAT64 (64:ff9b:1::/48), translated by a gateway on this network.
  if (first === 0x64 && groups[1] === 0xff9b) return false
  return !NON_PUBLIC_V6.some(([value, mask]) => (first & mask) === value)
}

/** An address's host as a resolver and the checks want it: IPv6 without brackets, a name without its final dot ('localhost.'). */
const hostOf = (endpoint: string) => new URL(endpoint).hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '')

/** Whether an endpoint may be public as written: no spelling of localhost, no non-public IP; a name is resolved at delivery. */
export function mayBePublic(endpoint: string): boolean {
  const host = hostOf(endpoint)
  if (host === 'localhost' || host.endsWith('.localhost')) return false
  return !isIP(host) || isPublicAddress(host)
}

export type Resolve = (host: string) => Promise<Array<{ address: string }>>
type Answer = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** The code of the error a push delivery gets when its service's name resolves to anything but public addresses. */
export const NOT_PUBLIC = 'ENOTPUBLIC'

/**
 * A lookup for the push sender's https.Agent: the service's name is resolved once, when the connection is made, and the
 * connection may use only the addresses checked here, all of them public. A check before sending and a second lookup by
 * the sender would let a name answer public and then private (DNS rebinding); here there is no second lookup.
 */
export function publicOnlyLookup(resolve: Resolve = (host) => nodeDns().lookup(host, { all: true })) {
  return (host: string, options: LookupOptions | Answer, answer?: Answer) => {
    const reply = (typeof options === 'function' ? options : answer)!
    const all = typeof options === 'object' && options.all === true
    resolve(host.replace(/^\[|\]$/g, '')).then(
      (found) => {
        const addresses = found.map((a) => ({ address: a.address, family: isIP(a.address) }))
        if (!addresses.length || !addresses.every((a) => isPublicAddress(a.address)))
          return reply(Object.assign(new Error(`${host} does not resolve to public addresses only`), { code: NOT_PUBLIC }), [])
        if (all) reply(null, addresses)
        else reply(null, addresses[0]!.address, addresses[0]!.family)
      },
      (error: NodeJS.ErrnoException) => reply(error, []),
    )
  }
}
