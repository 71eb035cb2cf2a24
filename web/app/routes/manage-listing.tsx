import { Link, Navigate, useParams } from 'react-router'
import { Pencil } from 'lucide-react'
import { useKindIcon } from '../../components/default-icon'
import { EmptyState } from '../../components/empty-state'
import { IconImage } from '../../components/icon-image'
import { toastUnlessHandled } from '../../lib/api-client'
import { useApi } from '../../lib/use-api'
import { formPath, kindOf } from '../../../src/definitions/listing-kinds'
import { listingsApi } from '../../features/listings/listings.api'
import '../../features/listings/listings.css'

/** /manage/listing lists every listing for editing; /manage/listing/{id} opens that listing's own form. */
export default function ManageListingPage() {
  const { id } = useParams()
  const { data: items } = useApi((signal) => listingsApi.all(signal), [], { onError: (error) => toastUnlessHandled(error, 'Error loading data...') })
  const kindIcon = useKindIcon()

  if (id && items) {
    const target = items.find((i) => String(i.id) === id)
    return <Navigate to={target ? formPath(target.listingType, target.parentId, target.id) : '/manage/listing'} replace />
  }

  return (
    <div className="page">
      <header>
        <h1 className="page-title">Listings</h1>
        <p className="page-subtitle">Every folder, link, todo list, snippet list and stream you have.</p>
      </header>
      {!items ? (
        <span className="skeleton" style={{ height: 48 }} />
      ) : items.length === 0 ? (
        <EmptyState title="Oops! Nothing to List here" />
      ) : (
        <ul className="manage-listings">
          {items.map((item) => (
            <li key={item.id} className="panel manage-listing-row">
              <IconImage icon={item.listingIcon ?? kindIcon(item.listingType)} fallback="/favicon.svg" size={28} />
              <span className="manage-listing-name">{item.listingName}</span>
              <span className="badge">{kindOf(item.listingType).label}</span>
              <Link className="icon-btn" to={formPath(item.listingType, item.parentId, item.id)} aria-label={`Edit ${item.listingName}`}>
                <Pencil size={16} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
