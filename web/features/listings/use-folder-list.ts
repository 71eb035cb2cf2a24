import { useCallback, useEffect, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { onDisplayCheck } from '../../lib/display-check'
import { notify } from '../../lib/toast'
import { useApi } from '../../lib/use-api'
import { useDashboard } from '../../stores/dashboard.store'
import { listingsApi } from './listings.api'

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** A folder's list; `reload` refetches it and the dashboard (home items and sidebar may have changed). */
export function useFolderList(id: number) {
  const [missing, setMissing] = useState(false)
  const {
    data,
    reload: reloadList,
    run,
  } = useApi((signal) => listingsApi.list(id, false, signal), [id], {
    onData: () => setMissing(false),
    onError(error) {
      if (notFound(error)) setMissing(true)
      else if (!(error instanceof ApiError && error.handled)) notify.error('Failed to fetch folder listing.')
    },
  })

  // A wall display showing this folder follows cards added or changed elsewhere (one cached answer per change on the
  // server): quietly, an unchanged answer keeps the shown object, and a passing failure keeps what is shown.
  useEffect(
    () =>
      onDisplayCheck(
        () =>
          void run(async (signal, shown) => {
            const fresh = await listingsApi.list(id, true, signal).catch((error: unknown) => {
              if (notFound(error) || !shown) throw error
              return shown
            })
            return shown && JSON.stringify(shown) === JSON.stringify(fresh) ? shown : fresh
          }, true),
      ),
    [id, run],
  )

  const reload = useCallback(() => {
    void reloadList()
    void useDashboard.getState().refresh()
  }, [reloadList])

  return { list: data ?? null, missing, reload }
}
