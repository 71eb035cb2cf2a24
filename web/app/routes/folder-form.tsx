import { NamedListForm } from '../../features/listings/components/named-list-form'

export default function FolderFormPage() {
  return <NamedListForm kind="folder" />
}
