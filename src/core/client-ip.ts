/** The caller's address for throttling; X-Forwarded-For only counts when a trusted proxy sets it. */
export function clientIp(request: Request, server: { requestIP(r: Request): { address: string } | null } | null, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return server?.requestIP(request)?.address ?? 'local'
}
