import { Copy, Plus } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { RowActions } from '../../../components/row-actions'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { absoluteDate } from '../../../lib/dates'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { type ApiKey, deleteApiKey, listApiKeys } from '../api-keys.api'
import './api-keys.css'
import { DataTableHead } from '../../../components/data-table-head'

/** Spec 3 §9: a key is shown by its last 8 characters only. */
const masked = (key: string) => `••••••••${key.slice(-8)}`

export function ApiKeyList() {
  const navigate = useNavigate()
  const { data: keys, reload } = useApi((signal) => listApiKeys(signal), [], { onError: (error) => toastUnlessHandled(error, 'Failed to load API keys') })
  const [deleting, setDeleting] = useState<ApiKey | null>(null)

  async function copy(key: ApiKey) {
    try {
      await navigator.clipboard.writeText(key.key)
      notify.success('Copied to clipboard.')
    } catch {
      notify.error('Failed to copy API key')
    }
  }

  return (
    <>
      <div className="notifications-toolbar api-keys-toolbar">
        <Link to="/manage/api-keys/create" className="btn btn-primary">
          <Plus size={17} aria-hidden="true" /> Create API Key
        </Link>
      </div>
      {!keys ? (
        <span className="skeleton" style={{ height: 160 }} />
      ) : keys.length === 0 ? (
        <p className="panel data-table-empty">No API keys yet. A key lets a script post notifications or read stats.</p>
      ) : (
        <div className="panel data-table-wrap">
          <table className="data-table">
            <DataTableHead columns={['Name', 'API Key', 'Created', 'Expires']} />
            <tbody>
              {keys.map((key) => (
                <tr key={key.id}>
                  <td className="data-table-title">{key.name}</td>
                  <td data-label="API Key">
                    <code>{masked(key.key)}</code>
                  </td>
                  <td data-label="Created">{absoluteDate(key.createdAt)}</td>
                  <td data-label="Expires">{key.expiresAt === null ? 'Never' : absoluteDate(key.expiresAt)}</td>
                  <RowActions name={key.name} onEdit={() => navigate(`/manage/api-keys/${key.id}`)} onDelete={() => setDeleting(key)}>
                    <button type="button" className="card-btn" aria-label={`Copy ${key.name}`} onClick={() => copy(key)}>
                      <Copy size={16} aria-hidden="true" />
                    </button>
                  </RowActions>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete API key"
          confirmLabel="Delete"
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await deleteApiKey(deleting.id)
              setDeleting(null)
              void reload()
            } catch (error) {
              toastFailure(error, 'Failed to delete API key')
            }
          }}
        >
          Scripts using “{deleting.name}” will stop working.
        </ConfirmDialog>
      )}
    </>
  )
}
