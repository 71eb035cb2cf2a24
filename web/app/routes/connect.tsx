import { Navigate, useParams } from 'react-router'
import { RemoteView } from '../../features/devices/components/remote-view'
import { routeId } from '../../lib/route-id'
import { useSession } from '../../stores/session.store'

/** /connect/{id}: outside the shell, the whole window. Spec 3 §8: a missing id goes to /. */
export default function ConnectPage() {
  const { id } = useParams()
  const token = useSession((s) => s.token)
  const deviceId = id ? routeId(id) : null
  if (deviceId === null) return <Navigate to="/" replace />
  if (!token) return <Navigate to="/login" replace />
  return <RemoteView deviceId={String(deviceId)} />
}
