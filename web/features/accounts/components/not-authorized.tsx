import { ShieldAlert } from 'lucide-react'
import { EmptyState } from '../../../components/empty-state'

export function NotAuthorized() {
  return <EmptyState icon={ShieldAlert} title="You are not authorized to view this page." role="alert" />
}
