import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ArrowLeft, Plus, ShieldCheck, X } from 'lucide-react'
import { EmptyState } from '../../../components/empty-state'
import { toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useDashboard } from '../../../stores/dashboard.store'
import { deleteAuthenticator, reorderAuthenticators, type TotpSummary } from '../totp.api'
import { AuthenticatorList } from './authenticator-list'
import { CodeCard } from './code-card'
import { ConfirmDelete } from './confirm-delete'
import '../totp.css'

/** The authenticator panel: the sortable list, or one account's live card (?item=id, so Back closes it). */
export function AuthenticatorPanel({ onClose }: { onClose(): void }) {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const loaded = useDashboard((s) => s.siteDataLoaded)
  const saved = useDashboard((s) => s.data?.authenticators)
  // Reordering shows at once; the dashboard copy catches up when the reload after saving lands.
  const [items, setItems] = useState<TotpSummary[]>(saved ?? [])
  useEffect(() => setItems(saved ?? []), [saved])
  const [deleting, setDeleting] = useState<TotpSummary | null>(null)
  const [busy, setBusy] = useState(false)

  const selected = items.find((i) => String(i.id) === params.get('item'))
  const open = (id: number) => setParams({ item: String(id) })
  const back = () => setParams({}, { replace: true })

  async function reorder(next: TotpSummary[]) {
    const previous = items
    setItems(next)
    try {
      await reorderAuthenticators(next.map((i) => i.id))
      await useDashboard.getState().load()
    } catch (error) {
      setItems(previous)
      toastUnlessHandled(error, 'Error updating the order of items.')
    }
  }

  async function remove(item: TotpSummary) {
    setBusy(true)
    try {
      await deleteAuthenticator(item.id)
      notify.success('TOTP item deleted.')
      setDeleting(null)
      back()
      await useDashboard.getState().load()
    } catch (error) {
      toastUnlessHandled(error, 'Error deleting the selected item.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="panel totp-panel" aria-labelledby="totp-panel-title">
      <header className="totp-panel-head">
        {selected ? (
          <button type="button" className="icon-btn" aria-label="Back to the list" onClick={back}>
            <ArrowLeft size={19} aria-hidden="true" />
          </button>
        ) : (
          <span className="totp-panel-mark" aria-hidden="true">
            <ShieldCheck size={20} />
          </span>
        )}
        <h1 id="totp-panel-title">TOTP Authenticator</h1>
        <Link to="/totp/save" className="icon-btn" aria-label="New authenticator" title="New authenticator">
          <Plus size={19} aria-hidden="true" />
        </Link>
        <button type="button" className="icon-btn" aria-label="Close authenticator panel" onClick={onClose}>
          <X size={19} aria-hidden="true" />
        </button>
      </header>

      {!loaded && items.length === 0 ? (
        <div className="totp-list-skeleton" role="status" aria-busy="true" aria-label="Loading">
          {[0, 1, 2].map((i) => (
            <span key={i} className="skeleton" />
          ))}
        </div>
      ) : selected ? (
        <CodeCard key={selected.id} item={selected} onEdit={() => navigate(`/totp/save/${selected.id}`)} onDelete={() => setDeleting(selected)} />
      ) : items.length > 0 ? (
        <AuthenticatorList items={items} onOpen={open} onReorder={(next) => void reorder(next)} />
      ) : (
        <EmptyState icon={ShieldCheck} title="No authenticators yet" panel={false} data-testid="totp-empty">
          <p>Add your first TOTP authenticator to get started</p>
          <Link to="/totp/save" className="btn btn-primary">
            <Plus size={17} aria-hidden="true" /> Add Authenticator
          </Link>
        </EmptyState>
      )}

      {deleting && <ConfirmDelete name={deleting.serviceName} busy={busy} onConfirm={() => void remove(deleting)} onCancel={() => setDeleting(null)} />}
    </section>
  )
}
