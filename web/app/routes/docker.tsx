import { Breadcrumb } from '../../components/breadcrumb'
import { ContainerList } from '../../features/docker/components/container-list'
import { DiscoveredList } from '../../features/docker/components/discovered-list'
import { useDashboard } from '../../stores/dashboard.store'

export default function DockerPage() {
  const user = useDashboard((s) => s.data?.userData)
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Containers' }]} />
        <h1 className="page-title">Containers</h1>
        <p className="page-subtitle">Every container of the Docker endpoints, refreshed every 10 seconds.</p>
      </header>
      <ContainerList canAct={user?.isSuperAdmin === true} />
      <DiscoveredList />
    </div>
  )
}
