import { Copy, MonitorSmartphone, Pencil, Power, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { CONNECTION_LABELS, DEVICE_MESSAGES } from '../../../../src/definitions/devices'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { IconImage } from '../../../components/icon-image'
import { Modal } from '../../../components/modal'
import { toastFailure } from '../../../lib/api-client'
import { copyText } from '../../../lib/clipboard'
import { notify } from '../../../lib/toast'
import { type DeviceSummary, devicesApi } from '../devices.api'
import type { Liveness } from '../use-liveness'

interface DeviceDetailsProps {
  device: DeviceSummary
  liveness: Liveness
  connections: boolean
  onClose(): void
  onDeleted(): void
}

/** Device Details: copy its addresses, wake it, open a remote session, edit or delete it. */
export function DeviceDetails({ device, liveness, connections, onClose, onDeleted }: DeviceDetailsProps) {
  const navigate = useNavigate()
  const [asking, setAsking] = useState<'wake' | 'delete' | null>(null)

  const copyRow = (label: string, value: string | null) =>
    value && (
      <div className="device-detail-row">
        <dt>{label}</dt>
        <dd>
          <code>{value}</code>
          <button type="button" className="card-btn" aria-label={`Copy ${label}`} onClick={() => copyText(value, `${value} copied!`)}>
            <Copy size={15} aria-hidden="true" />
          </button>
        </dd>
      </div>
    )

  async function wake() {
    try {
      notify.success(await devicesApi.wake(device.id))
      setAsking(null)
    } catch (error) {
      toastFailure(error, DEVICE_MESSAGES.sendFailed)
    }
  }

  async function remove() {
    try {
      await devicesApi.remove(device.id)
      notify.success(DEVICE_MESSAGES.deleted)
      onDeleted()
    } catch (error) {
      toastFailure(error, 'Item cannot be deleted.')
    }
  }

  return (
    <>
      <Modal
        title="Device Details"
        onClose={onClose}
        footer={
          <>
            {device.supportsWol && (
              <button type="button" className="btn" onClick={() => setAsking('wake')}>
                <Power size={16} aria-hidden="true" /> Wake
              </button>
            )}
            {connections && device.isConnectionSetup && (
              <a className="btn btn-primary" href={`/connect/${device.id}`} target="_blank" rel="noopener">
                <MonitorSmartphone size={16} aria-hidden="true" /> Connect
              </a>
            )}
            <button type="button" className="btn" onClick={() => navigate(`/servers/save/${device.id}`)}>
              <Pencil size={16} aria-hidden="true" /> Edit
            </button>
            <button type="button" className="btn btn-danger" onClick={() => setAsking('delete')}>
              <Trash2 size={16} aria-hidden="true" /> Delete
            </button>
          </>
        }
      >
        <div className="device-detail-head">
          <IconImage icon={device.deviceIcon} fallback="/favicon.svg" size={56} />
          <div>
            <h3>{device.deviceName}</h3>
            <span className="device-state" data-state={liveness}>
              <span className="device-dot" data-state={liveness} aria-hidden="true" />
              {liveness === 'alive' ? 'Alive' : liveness === 'checking' ? 'Checking…' : 'Not reachable'}
            </span>
          </div>
        </div>
        <dl className="device-detail-list">
          {copyRow('IP', device.deviceIp)}
          {copyRow('MAC', device.deviceMac)}
          {device.isConnectionSetup && (
            <div className="device-detail-row">
              <dt>Connection</dt>
              <dd>{CONNECTION_LABELS[device.connectionType]}</dd>
            </div>
          )}
        </dl>
      </Modal>
      {asking === 'wake' && (
        <ConfirmDialog title="Wake device" confirmLabel="Wake" tone="primary" onClose={() => setAsking(null)} onConfirm={wake}>
          Send a Wake-on-LAN packet to {device.deviceName}?
        </ConfirmDialog>
      )}
      {asking === 'delete' && (
        <ConfirmDialog title="Delete device" confirmLabel="Delete" onClose={() => setAsking(null)} onConfirm={remove}>
          Delete {device.deviceName}? Its connection settings go with it.
        </ConfirmDialog>
      )}
    </>
  )
}
