import { Navigate, useNavigate, useParams } from 'react-router'
import { PageView } from '../../features/pages/components/page-view'
import { pagesApi } from '../../features/pages/pages.api'
import { toastUnlessHandled } from '../../lib/api-client'
import { useApi } from '../../lib/use-api'

/** /p/{pageId}: the page as its readers see it; no id or a failed load goes home. */
export default function PageViewPage() {
  const { pageId } = useParams()
  const navigate = useNavigate()
  const { data: page } = useApi((signal) => (pageId ? pagesApi.active(pageId, signal) : null), [pageId], {
    onError(error) {
      toastUnlessHandled(error, 'Can not fetch the page details.')
      navigate('/', { replace: true })
    },
  })

  if (!pageId) return <Navigate to="/" replace />
  return <PageView page={page ?? null} />
}
