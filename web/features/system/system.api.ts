import { api } from '../../lib/api-client'

/** The connectivity probe: answers only while the server and its database both do; the caller says what failed. */
export const probeServer = () => api<{ status: string; version: string }>('GET', '/home', { central: false })
