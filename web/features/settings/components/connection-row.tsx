import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { ArrowRight } from 'lucide-react'
import { useDashboard } from '../../../stores/dashboard.store'

/** The anchor of the devices screen's hint ('Enable connection features' leads to /manage/general#connections). */
const ID = 'connections'

/**
 * Remote connections among the features: the spec's hint on the devices screen leads to General Settings, while the
 * switch itself is server-wide, in Connection Settings (super admins only). This row says whether they are on and leads on.
 */
export function ConnectionRow() {
  const on = useDashboard((s) => s.data?.connectionSetup ?? false)
  const admin = useDashboard((s) => s.data?.userData.isSuperAdmin ?? false)
  const row = useRef<HTMLDivElement>(null)

  // Arriving from the hint: this row, not the top of the form, is what the user came for.
  useEffect(() => {
    if (location.hash !== `#${ID}`) return
    row.current?.scrollIntoView({ block: 'center' })
    row.current?.querySelector('a')?.focus({ preventScroll: true })
  }, [])

  return (
    <div ref={row} id={ID} className="switch-row switch-row-link">
      <span className="switch-text">
        <span className="switch-label">Remote connections</span>
        <span className="switch-hint">
          SSH, RDP and VNC from the devices screen are {on ? 'on' : 'off'}
          {admin ? '.' : '. An administrator switches them in Connection Settings.'}
        </span>
      </span>
      {admin && (
        <Link className="btn btn-sm" to="/manage/connection">
          Connection Settings <ArrowRight size={15} aria-hidden="true" />
        </Link>
      )}
    </div>
  )
}
