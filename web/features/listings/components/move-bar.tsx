import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { ArrowRightLeft } from 'lucide-react'
import { toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { listingsApi, type FolderId, type Listing } from '../listings.api'
import { useMoveMode } from '../move.store'

/** Move mode's banner on the folder being looked at: the hint, 'Move Here' and 'Cancel Move'. */
export function MoveBar({ folder, items, onMoved }: { folder: FolderId; items: Listing[]; onMoved(): void }) {
  const { moving, cancel, touch } = useMoveMode()
  const { pathname } = useLocation()
  const [busy, setBusy] = useState(false)

  // Walking to another folder and any click or key press count as activity.
  // biome-ignore lint/correctness/useExhaustiveDependencies: walking to another folder counts as activity
  useEffect(() => touch(), [pathname, touch])
  useEffect(() => {
    if (!moving) return
    document.addEventListener('pointerdown', touch)
    document.addEventListener('keydown', touch)
    return () => {
      document.removeEventListener('pointerdown', touch)
      document.removeEventListener('keydown', touch)
    }
  }, [moving, touch])

  if (!moving) return null
  const here = folder === 'root' ? null : folder
  const alreadyHere = moving.parentId === here
  const noFolders = !items.some((i) => i.listingType === 'category' && i.id !== moving.id)

  async function moveHere() {
    setBusy(true)
    try {
      await listingsApi.move(moving!.id, folder)
      notify.success('Item moved successfully.')
      cancel()
      onMoved()
    } catch (error) {
      toastUnlessHandled(error, 'Item cannot be moved.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="panel move-bar" role="status" aria-label="Move mode">
      <ArrowRightLeft size={20} aria-hidden="true" className="move-bar-icon" />
      <div className="move-bar-text">
        <strong>Moving “{moving.listingName}”</strong>
        <span>Select a folder to move this item to.</span>
        {noFolders && !alreadyHere && <span>No folders to move to. You can still move it here.</span>}
      </div>
      <div className="move-bar-actions">
        {!alreadyHere && (
          <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void moveHere()}>
            Move Here
          </button>
        )}
        <button type="button" className="btn btn-sm" onClick={cancel}>
          Cancel Move
        </button>
      </div>
    </section>
  )
}
