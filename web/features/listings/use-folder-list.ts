import { useCallback, useEffect, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { notify } from '../../lib/toast'
import { useDashboard } from '../../stores/dashboard.store'
import { listingsApi, type FolderList } from './listings.api'

/** A folder's list; `reload` refetches it and the dashboard (home items and sidebar may have changed). */
export function useFolderList(id: number) {
  const [list, setList] = useState<FolderList | null>(null)
  const [missing, setMissing] = useState(false)

  const fetchList = useCallback(async () => {
    try {
      setList(await listingsApi.list(id))
      setMissing(false)
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setMissing(true)
      else if (!(error instanceof ApiError && error.handled)) notify.error('Failed to fetch folder listing.')
    }
  }, [id])

  useEffect(() => {
    setList(null)
    void fetchList()
  }, [fetchList])

  const reload = useCallback(() => {
    void fetchList()
    void useDashboard.getState().refresh()
  }, [fetchList])

  return { list, missing, reload }
}
