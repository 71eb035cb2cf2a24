import { Plus } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { RowActions } from '../../../components/row-actions'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { absoluteDate } from '../../../lib/dates'
import { useApi } from '../../../lib/use-api'
import { type Display, displaysApi } from '../displays.api'
import { DisplayForm, type ViewOptions } from './display-form'
import { DisplayQr } from './display-qr'
import '../displays.css'
import { DataTableHead } from '../../../components/data-table-head'

/** The owner's wall displays: add one (its URL and QR code are shown once), see when and where each was last seen, edit, revoke. */
export function DisplayList({ options }: { options: ViewOptions }) {
  const { data: displays, reload } = useApi((signal) => displaysApi.list(signal), [], {
    onError: (error) => toastUnlessHandled(error, 'Failed to load displays'),
  })
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<Display | null>(null)
  const [created, setCreated] = useState<string | null>(null)
  const [revoking, setRevoking] = useState<Display | null>(null)
  const url = created && new URL(created, location.origin).href

  return (
    <>
      {url && (
        <div className="panel display-created" data-testid="display-created">
          <DisplayQr url={url} />
          <div>
            <p>Open this address on the display (it is shown only now):</p>
            <a href={url} target="_blank" rel="noopener noreferrer" data-testid="display-url">
              {url}
            </a>
          </div>
        </div>
      )}
      {adding || editing ? (
        <DisplayForm
          key={editing?.id ?? 'new'}
          options={options}
          display={editing ?? undefined}
          onCancel={() => {
            setAdding(false)
            setEditing(null)
          }}
          onSaved={(link) => {
            setAdding(false)
            setEditing(null)
            if (link) setCreated(link)
            void reload()
          }}
        />
      ) : (
        <div className="notifications-toolbar">
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            <Plus size={17} aria-hidden="true" /> Add a display
          </button>
        </div>
      )}
      {!displays ? (
        <span className="skeleton" style={{ height: 160 }} />
      ) : displays.length === 0 ? (
        <p className="panel data-table-empty">No displays yet. A display shows your dashboard on a wall tablet, read-only, without signing in.</p>
      ) : (
        <div className="panel data-table-wrap">
          <table className="data-table">
            <DataTableHead columns={['Name', 'Token', 'Shows', 'Last seen']} />
            <tbody>
              {displays.map((d) => (
                <tr key={d.id}>
                  <td className="data-table-title">{d.name}</td>
                  <td data-label="Token">
                    <code>{d.token}</code>
                  </td>
                  <td data-label="Shows">{d.views.map((v) => v.kind).join(', ')}</td>
                  <td data-label="Last seen">{d.lastSeenAt === null ? 'Never' : `${absoluteDate(d.lastSeenAt)} from ${d.lastAddress}`}</td>
                  <RowActions
                    name={d.name}
                    onEdit={() => {
                      setAdding(false)
                      setEditing(d)
                    }}
                    onDelete={() => setRevoking(d)}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoking && (
        <ConfirmDialog
          title="Revoke display"
          confirmLabel="Revoke"
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            try {
              await displaysApi.remove(revoking.id)
              setRevoking(null)
              void reload()
            } catch (error) {
              toastFailure(error, 'Failed to revoke the display')
            }
          }}
        >
          “{revoking.name}” stops showing anything at once.
        </ConfirmDialog>
      )}
    </>
  )
}
