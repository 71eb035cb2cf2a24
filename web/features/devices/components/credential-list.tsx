import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { CREDENTIAL_LABELS } from '../../../../src/definitions/devices'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { EditDeleteMenu } from '../../../components/edit-delete-menu'
import { useApi } from '../../../lib/use-api'
import { type CredentialSummary, credentialsApi } from '../devices.api'
import '../../../components/data-table.css'
import '../devices.css'
import { DataTableHead } from '../../../components/data-table-head'

/** /manage/credential: the locker as a table. Spec 2 §8: load and delete failures are silent (the list empties, the modal closes). */
export function CredentialList() {
  const navigate = useNavigate()
  const { data, reload } = useApi((signal) => credentialsApi.list(signal).catch(() => []), [])
  const [deleting, setDeleting] = useState<CredentialSummary | null>(null)

  return (
    <>
      <div className="devices-toolbar">
        <Link to="/manage/credential/add" className="btn btn-primary">
          <Plus size={17} aria-hidden="true" /> Add New
        </Link>
      </div>
      {!data ? (
        <span className="skeleton" style={{ height: 120 }} />
      ) : data.length === 0 ? (
        <p className="panel data-table-empty">No credentials yet. Save a login once and pick it for any device.</p>
      ) : (
        <div className="panel data-table-wrap">
          <table className="data-table">
            <DataTableHead columns={['Credential Name', 'Type']} />
            <tbody>
              {data.map((c) => (
                <tr key={c.id}>
                  <td className="data-table-title">{c.profileName}</td>
                  <td data-label="Type">{CREDENTIAL_LABELS[c.profileType]}</td>
                  {/* Spec 2 and 3 §2.12: a row menu, where the API keys table has its actions in the row. */}
                  <td className="data-table-actions">
                    <EditDeleteMenu
                      label={`Actions for ${c.profileName}`}
                      triggerClassName="card-btn"
                      onEdit={() => navigate(`/manage/credential/${c.id}`)}
                      onDelete={() => setDeleting(c)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete credential"
          confirmLabel="Delete"
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await credentialsApi.remove(deleting.id).catch(() => undefined)
            setDeleting(null)
            void reload()
          }}
        >
          Devices that sign in with “{deleting.profileName}” will have no credential.
        </ConfirmDialog>
      )}
    </>
  )
}
