import { api } from '../../lib/api-client'

/**
 * The connectivity probe: answers only while the server and its database both do; the caller says what failed.
 * quiet: for a screen that already says the server is unreachable, a failure adds no toast.
 */
export const probeServer = (quiet = false) => api<{ status: string; version: string }>('GET', '/home', { central: false, quiet })
