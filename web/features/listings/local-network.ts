import type { Listing } from './listings.api'

const PRIVATE_V4 = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./]

/** True when the page was opened from this machine or the local network (localhost, private IPv4 and IPv6 ranges, .local). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true
  if (PRIVATE_V4.some((range) => range.test(host))) return true
  return host === '::1' || /^f[cd][0-9a-f]{2}:/.test(host) || host.startsWith('fe80:')
}

/** Where a link card goes: the local URL from a local-network host, else the remote URL (each falling back to the other). */
export function linkHref(listing: Pick<Listing, 'listingUrl' | 'localUrl'>, hostname: string): string | null {
  const local = listing.localUrl || null
  const remote = listing.listingUrl || null
  return isLocalHost(hostname) ? (local ?? remote) : (remote ?? local)
}
