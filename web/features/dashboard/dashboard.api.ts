import type { DashboardPayload } from '../../../src/features/dashboard/dashboard.schema'
import { api } from '../../lib/api-client'

export type { DashboardPayload }

/** quiet: a display's background check (no toast or page on a passing failure, the next check asks again). */
export const fetchDashboard = (quiet = false, signal?: AbortSignal) =>
  api<DashboardPayload>('GET', '/dashboard', quiet ? { central: false, quiet, signal } : { signal })
