import { Info, Plus, Server } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { SortableGrid } from '../../../components/sortable-grid'
import { EmptyState } from '../../../components/empty-state'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { type DeviceSummary, devicesApi } from '../devices.api'
import { useLiveness } from '../use-liveness'
import { DeviceCard } from './device-card'
import { DeviceDetails } from './device-details'
import '../devices.css'

/** /servers: the user's devices as a sortable grid with their liveness; a card opens its details. */
export function DeviceBoard({ connections, badge }: { connections: boolean; badge?: (device: DeviceSummary) => ReactNode }) {
  const { data, reload } = useApi((signal) => devicesApi.list(signal), [], { onError: (error) => toastUnlessHandled(error, 'Something went wrong!') })
  const [order, setOrder] = useState<DeviceSummary[]>([])
  const [open, setOpen] = useState<DeviceSummary | null>(null)
  useEffect(() => setOrder(data ?? []), [data])
  const liveness = useLiveness(
    order.map((d) => d.id),
    Object.fromEntries(order.map((d) => [d.id, d.isAlive])),
  )

  async function onReorder(next: DeviceSummary[]) {
    const before = order
    setOrder(next)
    try {
      notify.success(await devicesApi.reorder(next.map((d) => d.id)))
    } catch (error) {
      setOrder(before)
      toastFailure(error, 'Error updating the reorder status.')
    }
  }

  return (
    <>
      <div className="devices-toolbar">
        {!connections && (
          <p className="devices-hint">
            <Info size={16} aria-hidden="true" /> Remote connections are off. <Link to="/manage/general#connections">Enable connection features</Link> to
            connect to your devices from the browser.
          </p>
        )}
        <Link to="/servers/save" className="btn btn-primary">
          <Plus size={17} aria-hidden="true" /> Add new
        </Link>
      </div>
      {!data ? (
        <span className="skeleton" style={{ height: 160 }} />
      ) : order.length === 0 ? (
        <EmptyState icon={Server} title="No devices yet">
          Add your NAS, your Pi or your desktop to see whether it is up, wake it and connect to it.
        </EmptyState>
      ) : (
        <SortableGrid
          items={order}
          disabled={false}
          className="card-grid device-grid"
          label="Devices"
          onReorder={(next) => void onReorder(next)}
          renderCard={(device, sort) => (
            <DeviceCard
              device={device}
              liveness={liveness.of(device.id)}
              sort={sort}
              onOpen={() => setOpen(device)}
              onCheck={() => liveness.check(device.id)}
              badge={badge?.(device)}
            />
          )}
        />
      )}
      {open && (
        <DeviceDetails
          device={open}
          liveness={liveness.of(open.id)}
          connections={connections}
          onClose={() => setOpen(null)}
          onDeleted={() => {
            setOpen(null)
            void reload()
          }}
        />
      )}
    </>
  )
}
