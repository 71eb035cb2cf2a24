/** The caller's address for throttling; X-Forwarded-For only counts when a trusted proxy sets it. */
export function clientIp(request: Request, server: { requestIP(r: Request): { address: string } | null } | null, trustProxy: boolean): string {
  if (trustProxy) {
    // Proxies append the address they saw, so only the last entry is the trusted proxy's; earlier ones are the client's to choose.
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  return server?.requestIP(request)?.address ?? 'local'
}
