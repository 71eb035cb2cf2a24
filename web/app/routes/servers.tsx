import { DeviceBoard } from '../../features/devices/components/device-board'
import { useDashboard } from '../../stores/dashboard.store'
import { deviceHealthBadge } from '../health-badge'

export default function ServersPage() {
  const connections = useDashboard((s) => s.data?.connectionSetup ?? false)
  const health = useDashboard((s) => s.data?.userData.health ?? false)
  return (
    <div className="page">
      <header>
        <h1 className="page-title">Devices and Servers</h1>
        <p className="page-subtitle">Who is up, wake what sleeps{connections ? ', and open a terminal or desktop' : ''}.</p>
      </header>
      <DeviceBoard connections={connections} badge={deviceHealthBadge(health)} />
    </div>
  )
}
