import { ShieldAlert } from 'lucide-react'

export function NotAuthorized() {
  return (
    <div className="panel empty-state" role="alert">
      <div className="empty-state-icon">
        <ShieldAlert size={30} aria-hidden="true" />
      </div>
      <h2>You are not authorized to view this page.</h2>
    </div>
  )
}
