import { useLocation, useNavigate, useParams } from 'react-router'
import { Breadcrumb } from '../../components/breadcrumb'
import { PageForm } from '../../features/pages/components/page-form'
import { pageRoutes, pagesApi } from '../../features/pages/pages.api'
import { toastUnlessHandled } from '../../lib/api-client'
import { goBackOr } from '../../lib/navigation'
import { useApi } from '../../lib/use-api'

/** /page/add and /page/{pageId}, also under /manage/page: the editor (Tiptap loads with this route only). */
export default function PageEditPage() {
  const { pageId } = useParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const routes = pageRoutes(pathname.startsWith('/manage/'))
  const { data: existing } = useApi((signal) => (pageId ? pagesApi.info(pageId, signal) : null), [pageId], {
    onError(error) {
      toastUnlessHandled(error, 'Can not fetch the page details.')
      navigate(routes.list, { replace: true })
    },
  })

  // After saving the user goes back one step; opened directly, there is no step back inside the app.
  const back = () => goBackOr(navigate, routes.list)

  const title = pageId ? 'Edit Page' : 'Add Page'
  return (
    <div className="page page-edit-page">
      <header>
        <Breadcrumb items={[{ label: 'Pages', to: routes.list }, { label: title }]} />
        <h1 className="page-title">{title}</h1>
      </header>
      {pageId && !existing ? (
        <div className="panel page-form" role="status" aria-busy="true" aria-label="Loading">
          <span className="skeleton" style={{ height: 44 }} />
          <span className="skeleton" style={{ height: 340 }} />
        </div>
      ) : (
        <PageForm key={existing?.id ?? 'new'} existing={existing} onDone={back} />
      )}
    </div>
  )
}
