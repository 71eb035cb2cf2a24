import { useEffect, useState } from 'react'
import { Navigate, useNavigate, useParams } from 'react-router'
import { PageView } from '../../features/pages/components/page-view'
import { pagesApi, type Page } from '../../features/pages/pages.api'
import { toastUnlessHandled } from '../../lib/api-client'

/** /p/{pageId}: the page as its readers see it; no id or a failed load goes home. */
export default function PageViewPage() {
  const { pageId } = useParams()
  const navigate = useNavigate()
  const [page, setPage] = useState<Page | null>(null)

  useEffect(() => {
    if (!pageId) return
    let live = true
    setPage(null)
    pagesApi.active(pageId).then(
      (answer) => live && setPage(answer),
      (error) => {
        if (!live) return
        toastUnlessHandled(error, 'Can not fetch the page details.')
        navigate('/', { replace: true })
      },
    )
    return () => {
      live = false
    }
  }, [pageId, navigate])

  if (!pageId) return <Navigate to="/" replace />
  return <PageView page={page} />
}
