import { create } from 'zustand'
import type { UserData } from '../../src/features/users/users.schema'
import { type DashboardPayload, fetchDashboard } from '../features/dashboard/dashboard.api'
import { toastUnlessHandled } from '../lib/api-client'
import { rememberIcons } from '../lib/inline-icons'

interface DashboardState {
  data: DashboardPayload | null
  siteDataLoaded: boolean
  load(): Promise<void>
  /** Reloads in the background after a change (cards, sidebar) without showing the loading state. */
  refresh(): Promise<void>
  /** A display's periodic check: no toast on failure, and nothing redrawn unless something changed elsewhere. */
  refreshQuietly(): Promise<void>
  /** Apply a local change at once (theme, density) while the server saves it. */
  patchUser(patch: Partial<UserData>): void
  reset(): void
}

// main.tsx starts the first load before React mounts and RequireSession asks again: one request serves both.
let loading: Promise<void> | null = null

export const useDashboard = create<DashboardState>()((set, get) => ({
  data: null,
  siteDataLoaded: false,
  load() {
    set({ siteDataLoaded: false })
    loading ??= fetchDashboard()
      .then((data) => {
        rememberIcons(data.iconImages)
        set({ data, siteDataLoaded: true })
      })
      .catch((error) => toastUnlessHandled(error, 'Error loading data...'))
      .finally(() => (loading = null))
    return loading
  },
  async refresh() {
    try {
      const data = await fetchDashboard()
      rememberIcons(data.iconImages)
      set({ data })
    } catch (error) {
      toastUnlessHandled(error, 'Error loading data...')
    }
  },
  async refreshQuietly() {
    try {
      const data = await fetchDashboard(true)
      // Unchanged (the usual minute): nothing is redrawn.
      if (JSON.stringify(data) === JSON.stringify(get().data)) return
      rememberIcons(data.iconImages)
      set({ data })
    } catch {
      // The next check asks again; an ended session or a database gone was already routed centrally.
    }
  },
  patchUser(patch) {
    const data = get().data
    if (data) set({ data: { ...data, userData: { ...data.userData, ...patch } } })
  },
  reset: () => set({ data: null, siteDataLoaded: false }),
}))
