import { toastUnlessHandled } from '../../lib/api-client'
import { useApi } from '../../lib/use-api'
import { liveAppsApi, type InstalledApp } from './live-apps.api'

interface Shown {
  apps: InstalledApp[]
  page: number
  pages: number
}

/** Page `n` added to what is shown (page 1 replaces it). */
const fetchPage =
  (n: number) =>
  async (signal: AbortSignal, kept: Shown | undefined): Promise<Shown> => {
    const answer = await liveAppsApi.installed(n, signal)
    return { apps: n === 1 ? answer.appList : [...(kept?.apps ?? []), ...answer.appList], page: n, pages: answer.pages }
  }

/** Installed apps page by page, for the infinite scroll. */
export function useInstalledApps() {
  const state = useApi(fetchPage(1), [], { onError: (error) => toastUnlessHandled(error, 'Failed to fetch installed apps.') })
  const shown = state.data
  return {
    apps: shown?.apps ?? [],
    hasMore: !shown || shown.page < shown.pages,
    loading: state.loading,
    loadMore: () => state.run(fetchPage((shown?.page ?? 0) + 1), true),
    reload: state.reload,
  }
}
