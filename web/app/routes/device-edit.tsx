import { Navigate, useParams } from 'react-router'
import { Breadcrumb } from '../../components/breadcrumb'
import { DeviceForm } from '../../features/devices/components/device-form'
import { routeId } from '../../lib/route-id'
import { useDashboard } from '../../stores/dashboard.store'

export default function DeviceEditPage() {
  const { deviceId } = useParams()
  const id = deviceId ? routeId(deviceId) : null
  const connections = useDashboard((s) => s.data?.connectionSetup ?? false)
  if (deviceId && id === null) return <Navigate to="/notfound" replace />
  const title = id ? 'Edit device' : 'Add a new device'
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Devices and Servers', to: '/servers' }, { label: title }]} />
        <h1 className="page-title">{title}</h1>
      </header>
      <DeviceForm key={id ?? 'new'} id={id === null ? null : String(id)} connections={connections} />
    </div>
  )
}
