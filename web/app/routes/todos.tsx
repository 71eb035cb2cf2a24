import { Navigate, useParams } from 'react-router'
import { TodoBoard } from '../../features/todos/components/todo-board'
import { routeId } from '../../lib/route-id'

/** /t/{listingid} shows one todo list; /t/ and /tasks show every list. */
export default function TodosPage() {
  const raw = useParams().listingid
  if (raw === undefined) return <TodoBoard list="all" />
  const id = routeId(raw)
  if (id === null) return <Navigate to="/notfound" replace />
  // A fresh board per list: nothing of one list's state leaks into the next.
  return <TodoBoard key={id} list={id} />
}
