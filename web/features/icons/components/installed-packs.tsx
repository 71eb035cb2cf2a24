import { useState } from 'react'
import { Link } from 'react-router'
import { Boxes, Trash2 } from 'lucide-react'
import { EmptyState } from '../../../components/empty-state'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { useDashboard } from '../../../stores/dashboard.store'
import { iconsApi, OWN_PACK, type PackWithPreview } from '../icons.api'
import { IconGrid } from './icon-grid'
import '../icons.css'

/** The installed grid: own uploads, embedded and installed packs as preview cards. */
export function InstalledPacks() {
  const installed = useApi((signal) => iconsApi.packs(signal), [], {
    onError: (error) => toastUnlessHandled(error, 'Failed to fetch installed icon packs list.'),
  })

  async function remove(id: string) {
    try {
      await iconsApi.deletePack(id)
      installed.update((list) => list.filter((p) => p.id !== id))
      notify.success('Icon pack deleted successfully.')
      void useDashboard.getState().load()
    } catch (error) {
      toastFailure(error, 'Icon pack could not be deleted.')
    }
  }

  // A failed load shows the empty state under its toast.
  const packs = installed.data ?? []
  if (installed.loading && !installed.data) return <span className="skeleton" style={{ height: 220 }} />
  if (!packs.length)
    return (
      <EmptyState icon={Boxes} title="No Icon Packs Found">
        <Link className="btn btn-primary" to="/manage/iconpack/store">
          Go to Store
        </Link>
      </EmptyState>
    )
  return (
    <ul className="pack-grid">
      {packs.map((pack) => (
        <li key={pack.id}>
          <PackCard pack={pack} onDelete={() => remove(pack.id)} />
        </li>
      ))}
    </ul>
  )
}

function PackCard({ pack, onDelete }: { pack: PackWithPreview; onDelete(): Promise<void> }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const to = pack.id === OWN_PACK ? '/manage/iconpack/images' : `/manage/iconpack/images?iconPackId=${encodeURIComponent(pack.id)}`
  // Only packs the user installed carry a userId: those alone can be deleted.
  const deletable = pack.userId !== null
  return (
    <article className="pack-card panel" aria-label={pack.iconName}>
      <Link to={to} className="pack-card-link">
        <span className="pack-card-head">
          <span className="pack-card-name">{pack.iconName}</span>
          <span className="badge">{pack.iconCount}</span>
        </span>
        <span className="pack-card-sub muted">{pack.credit?.name ?? (pack.kind === 'own' ? 'Your uploads' : pack.iconProvider)}</span>
        {pack.preview.length ? (
          <IconGrid icons={pack.preview} label={`${pack.iconName} preview`} />
        ) : (
          <span className="pack-card-empty muted">No icons yet</span>
        )}
      </Link>
      {deletable &&
        (confirming ? (
          // biome-ignore lint/a11y/useSemanticElements: a two-button confirm bar, not a form's fieldset (a fieldset's legend and box would need undoing)
          <div className="pack-card-confirm" role="group" aria-label={`Delete ${pack.iconName}?`}>
            <span>Delete this pack?</span>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              disabled={busy}
              onClick={async () => {
                setBusy(true)
                await onDelete()
                setBusy(false)
                setConfirming(false)
              }}
            >
              Yes
            </button>
            <button type="button" className="btn btn-sm" onClick={() => setConfirming(false)}>
              No
            </button>
          </div>
        ) : (
          <button type="button" className="icon-btn pack-card-delete" aria-label={`Delete ${pack.iconName}`} onClick={() => setConfirming(true)}>
            <Trash2 size={16} aria-hidden="true" />
          </button>
        ))}
    </article>
  )
}
