import { api } from '../../lib/api-client'

/** The connectivity probe: answers only while the server and its database both do; the caller says what failed. */
export const probeServer = (quiet = false) => api<{ status: string; version: string }>('GET', '/home', { central: false, quiet })

/** For an error page's own retries: it already says the server is unreachable, so a failure adds no toast. */
export const probeServerQuietly = () => probeServer(true)
