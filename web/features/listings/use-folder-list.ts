import { useCallback, useEffect, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { onDisplayCheck } from '../../lib/display-check'
import { notify } from '../../lib/toast'
import { useDashboard } from '../../stores/dashboard.store'
import { listingsApi, type FolderList } from './listings.api'

/** A folder's list; `reload` refetches it and the dashboard (home items and sidebar may have changed). */
export function useFolderList(id: number) {
  const [list, setList] = useState<FolderList | null>(null)
  const [missing, setMissing] = useState(false)

  const fetchList = useCallback(
    async (quiet = false) => {
      try {
        const fresh = await listingsApi.list(id, quiet)
        // Unchanged (a display's usual minute): nothing is redrawn.
        setList((shown) => (shown && JSON.stringify(shown) === JSON.stringify(fresh) ? shown : fresh))
        setMissing(false)
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) setMissing(true)
        else if (!quiet && !(error instanceof ApiError && error.handled)) notify.error('Failed to fetch folder listing.')
      }
    },
    [id],
  )

  useEffect(() => {
    setList(null)
    void fetchList()
  }, [fetchList])

  // A wall display showing this folder follows cards added or changed elsewhere (one cached answer per change on the server).
  useEffect(() => onDisplayCheck(() => void fetchList(true)), [fetchList])

  const reload = useCallback(() => {
    void fetchList()
    void useDashboard.getState().refresh()
  }, [fetchList])

  return { list, missing, reload }
}
