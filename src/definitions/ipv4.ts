// Dotted IPv4 addresses for the rules both the server and the web apply (wake-on-LAN targets, push endpoints).

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

/** Four decimal octets without leading zeros (no octal or shortened forms a resolver might read another way). */
export const isIpv4 = (value: string) => IPV4.test(value)

const toNumber = (ip: string) => ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0)

/** Whether a valid dotted IPv4 address lies in one of the CIDR ranges ('10.0.0.0/8'). */
export function inIpv4Ranges(ip: string, ranges: readonly string[]): boolean {
  if (!isIpv4(ip)) return false
  const n = toNumber(ip)
  return ranges.some((range) => {
    const [base = '', bits = '32'] = range.split('/')
    const size = 2 ** (32 - Number(bits))
    return Math.floor(n / size) === Math.floor(toNumber(base) / size)
  })
}
