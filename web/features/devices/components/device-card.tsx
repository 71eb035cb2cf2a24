import { GripVertical } from 'lucide-react'
import type { ReactNode } from 'react'
import type { CardSort } from '../../../components/sortable-grid'
import { IconImage } from '../../../components/icon-image'
import type { DeviceSummary } from '../devices.api'
import type { Liveness } from '../use-liveness'

const LABEL: Record<Liveness, string> = { alive: 'Alive', down: 'Not reachable', checking: 'Checking…' }

interface DeviceCardProps {
  device: DeviceSummary
  liveness: Liveness
  sort?: CardSort
  onOpen(): void
  onCheck(): void
  /** What the app adds under the address (the server's uptime, while the user's Health switch is on). */
  badge?: ReactNode
}

/** A device on /servers: icon, name, IP and its liveness dot (a click on the dot checks again). */
export function DeviceCard({ device, liveness, sort, onOpen, onCheck, badge }: DeviceCardProps) {
  return (
    <article ref={sort?.setNodeRef} style={sort?.style} className="panel device-card" data-dragging={sort?.isDragging || undefined} data-testid="device-card">
      {/* Drawn before the drag-and-drop code has loaded (sort absent), so the card does not shift when it arrives. */}
      <button type="button" ref={sort?.setHandleRef} className="card-btn device-handle" aria-label={`Reorder ${device.deviceName}`} {...sort?.handleProps}>
        <GripVertical size={16} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="device-dot"
        data-state={liveness}
        aria-label={`${device.deviceName}: ${LABEL[liveness]}. Check again`}
        title={LABEL[liveness]}
        onClick={onCheck}
      />
      <button type="button" className="device-open" onClick={onOpen}>
        <IconImage icon={device.deviceIcon} fallback="/favicon.svg" size={48} />
        <span className="device-name">{device.deviceName}</span>
        <span className="device-ip">{device.deviceIp}</span>
        {badge}
      </button>
    </article>
  )
}
