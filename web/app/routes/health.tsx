import { Breadcrumb } from '../../components/breadcrumb'
import { HealthList } from '../../features/health/components/health-list'
import { HealthSettings } from '../../features/health/components/health-settings'

export default function HealthPage() {
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Health' }]} />
        <h1 className="page-title">Health</h1>
        <p className="page-subtitle">Your links and devices as Foyer's server sees them, worst first.</p>
      </header>
      <HealthList />
      <HealthSettings />
    </div>
  )
}
