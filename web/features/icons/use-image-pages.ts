import { useCallback, useEffect, useState } from 'react'
import { toastUnlessHandled } from '../../lib/api-client'
import { iconsApi, type UploadedImage } from './icons.api'

/** Own uploads page by page; an empty page means there are no more. */
export function useImagePages() {
  const [images, setImages] = useState<UploadedImage[]>([])
  const [page, setPage] = useState(0)
  const [hasMore, setHasMore] = useState(true)
  const [loading, setLoading] = useState(false)

  const fetchPage = useCallback(async (n: number, replace: boolean) => {
    setLoading(true)
    try {
      const list = await iconsApi.images(n)
      setImages((old) => (replace ? list : [...old, ...list]))
      setPage(n)
      setHasMore(list.length > 0)
    } catch (error) {
      toastUnlessHandled(error, 'Cannot load images.')
    } finally {
      setLoading(false)
    }
  }, [])

  useEffect(() => void fetchPage(1, true), [fetchPage])

  return {
    images,
    hasMore,
    loading,
    loadMore: () => fetchPage(page + 1, false),
    /** Back to page 1, e.g. after uploads. */
    reload: () => fetchPage(1, true),
    drop: (id: number) => setImages((list) => list.filter((i) => i.id !== id)),
  }
}
