import { Navigate, useParams } from 'react-router'
import { SnippetViewer } from '../../features/snippets/components/snippet-viewer'
import { routeId } from '../../lib/route-id'

/** /s/{listingid}: the snippet viewer; a new list starts with a fresh search and selection. A malformed id is no page at all. */
export default function SnippetsPage() {
  const id = routeId(useParams().listingid)
  if (id === null) return <Navigate to="/notfound" replace />
  return <SnippetViewer key={id} listingId={String(id)} />
}
