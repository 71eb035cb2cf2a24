import { toastUnlessHandled } from '../../lib/api-client'
import { useApi } from '../../lib/use-api'
import { iconsApi, type UploadedImage } from './icons.api'

interface Shown {
  images: UploadedImage[]
  page: number
  hasMore: boolean
}

/** Page `n` added to what is shown (page 1 replaces it); an empty page means there are no more. */
const fetchPage =
  (n: number) =>
  async (signal: AbortSignal, kept: Shown | undefined): Promise<Shown> => {
    const list = await iconsApi.images(n, signal)
    return { images: n === 1 ? list : [...(kept?.images ?? []), ...list], page: n, hasMore: list.length > 0 }
  }

/** Own uploads page by page. */
export function useImagePages() {
  const pages = useApi(fetchPage(1), [], { onError: (error) => toastUnlessHandled(error, 'Cannot load images.') })
  const shown = pages.data
  return {
    images: shown?.images ?? [],
    hasMore: shown?.hasMore ?? true,
    loading: pages.loading,
    loadMore: () => pages.run(fetchPage((shown?.page ?? 0) + 1), true),
    /** Back to page 1, e.g. after uploads. */
    reload: pages.reload,
    drop: (id: number) => pages.update((s) => ({ ...s, images: s.images.filter((i) => i.id !== id) })),
  }
}
