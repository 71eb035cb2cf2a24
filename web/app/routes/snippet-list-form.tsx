import { NamedListForm } from '../../features/listings/components/named-list-form'

export default function SnippetListFormPage() {
  return <NamedListForm kind="snippet" />
}
