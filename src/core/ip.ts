// IP addresses as the server reads them: the rules on push endpoints and the login throttle's client addresses.

// Dotted quads without leading zeros, as node:net reads them.
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/

/** 4 or 6 for an IP address, 0 for anything else: node:net's isIP without loading node:net (core/node-builtins.ts).
 * IPv6 is read by the URL parser, once the text is known to hold nothing but an address's characters. */
export function isIP(text: string): 0 | 4 | 6 {
  if (IPV4.test(text)) return 4
  return text.includes(':') && /^[\da-f:.]+$/i.test(text) && URL.canParse(`http://[${text}]`) ? 6 : 0
}

/** The eight 16-bit groups of an IPv6 address (a zone dropped, a trailing dotted IPv4 read as two groups); null for anything else. */
export function ipv6Groups(ip: string): number[] | null {
  let text = ip.split('%')[0] ?? ''
  if (isIP(text) !== 6) return null
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${(a * 256 + b).toString(16)}:${(c * 256 + d).toString(16)}`
  }
  const groups = (part: string | undefined) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : [])
  const [head, tail] = text.split('::')
  if (tail === undefined) return groups(head)
  const [before, after] = [groups(head), groups(tail)]
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after]
}

const dottedOf = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`

/** The IPv4 host an IPv6 address stands for: mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16. */
export function carriedIpv4(g: number[]): string | null {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0 || g5 === 0xffff)) return dottedOf(g6, g7)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return dottedOf(g6, g7)
  if (g0 === 0x2002) return dottedOf(g1, g2)
  return null
}

/**
 * The client a login attempt is counted against: an IPv4 address as it is (also when an IPv6 address carries it), an
 * IPv6 address by its /64, the block one subscriber is given, so walking the addresses of a /64 is one client.
 */
export function clientKey(ip: string): string {
  const groups = ipv6Groups(ip)
  if (!groups) return ip
  return (
    carriedIpv4(groups) ??
    `${groups
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(':')}::/64`
  )
}
