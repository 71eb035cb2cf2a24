import { useParams } from 'react-router'
import { SnippetViewer } from '../../features/snippets/components/snippet-viewer'

/** /s/{listingid}: the snippet viewer; a new list starts with a fresh search and selection. */
export default function SnippetsPage() {
  const id = useParams().listingid ?? ''
  return <SnippetViewer key={id} listingId={id} />
}
