import { Navigate, useParams } from 'react-router'
import { TodoBoard } from '../../features/todos/components/todo-board'

/** /t/{listingid} shows one todo list; /t/ and /tasks show every list. */
export default function TodosPage() {
  const raw = useParams().listingid
  if (raw === undefined) return <TodoBoard list="all" />
  const id = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) return <Navigate to="/notfound" replace />
  // A fresh board per list: nothing of one list's state leaks into the next.
  return <TodoBoard key={id} list={id} />
}
