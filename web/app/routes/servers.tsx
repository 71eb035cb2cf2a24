import { DeviceBoard } from '../../features/devices/components/device-board'
import { useDashboard } from '../../stores/dashboard.store'

export default function ServersPage() {
  const connections = useDashboard((s) => s.data?.connectionSetup ?? false)
  return (
    <div className="page">
      <header>
        <h1 className="page-title">Devices and Servers</h1>
        <p className="page-subtitle">Who is up, wake what sleeps{connections ? ', and open a terminal or desktop' : ''}.</p>
      </header>
      <DeviceBoard connections={connections} />
    </div>
  )
}
