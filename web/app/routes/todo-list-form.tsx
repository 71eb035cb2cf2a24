import { NamedListForm } from '../../features/listings/components/named-list-form'

export default function TodoListFormPage() {
  return <NamedListForm kind="todo" />
}
