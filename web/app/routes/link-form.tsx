import { useParams } from 'react-router'
import { LinkHealthSwitch } from '../../features/health/components/link-health-switch'
import { LinkForm } from '../../features/listings/components/link-form'
import { useDashboard } from '../../stores/dashboard.store'

export default function LinkFormPage() {
  const { listingid } = useParams()
  const health = useDashboard((s) => s.data?.userData.health)
  return (
    <>
      <LinkForm />
      {listingid && health && (
        <div className="page">
          <LinkHealthSwitch id={Number(listingid)} />
        </div>
      )}
    </>
  )
}
