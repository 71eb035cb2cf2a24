import { Link } from 'react-router'
import { ChevronRight, Code, Plus } from 'lucide-react'
import { IconImage } from '../../components/icon-image'
import { useDefaultIcon } from '../../components/default-icon'
import { EmptyState } from '../../components/empty-state'
import { toastUnlessHandled } from '../../lib/api-client'
import { useApi } from '../../lib/use-api'
import { listingsApi } from '../../features/listings/listings.api'
import '../../features/listings/listings.css'

/** /snippet: every snippet list of the user, wherever it lives, each opening its viewer. */
export default function SnippetListsPage() {
  const fallback = useDefaultIcon('snippet')
  const { data: lists } = useApi(async () => (await listingsApi.all()).filter((l) => l.listingType === 'snippet'), [], {
    onError: (error) => toastUnlessHandled(error, 'Can not load data.'),
  })

  return (
    <div className="page">
      <header className="page-head">
        <div>
          <h1 className="page-title">Snippets</h1>
          <p className="page-subtitle">Your snippet lists.</p>
        </div>
        <Link className="btn btn-primary" to="/listing/save/snippet">
          <Plus size={16} aria-hidden="true" /> New snippet list
        </Link>
      </header>
      {!lists ? (
        <span className="skeleton" style={{ height: 48 }} />
      ) : lists.length === 0 ? (
        <EmptyState icon={Code} title="Oops! Nothing to List here">
          <p>Create a snippet list to keep code snippets in.</p>
        </EmptyState>
      ) : (
        <ul className="manage-listings">
          {lists.map((list) => (
            <li key={list.id}>
              <Link className="panel manage-listing-row snippet-list-link" to={`/s/${list.id}`}>
                <IconImage icon={list.listingIcon ?? fallback} fallback={fallback?.iconUrl ?? '/favicon.svg'} size={28} />
                <span className="manage-listing-name">{list.listingName}</span>
                <ChevronRight size={18} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
