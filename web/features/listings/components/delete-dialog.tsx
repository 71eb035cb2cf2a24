import { ConfirmDialog } from '../../../components/confirm-dialog'
import { toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { listingsApi, type Listing } from '../listings.api'

export function DeleteDialog({ item, onClose, onDeleted }: { item: Listing; onClose(): void; onDeleted(): void }) {
  async function confirm() {
    try {
      await listingsApi.remove(item.id)
      notify.success('Item deleted successfully.')
      onDeleted()
    } catch (error) {
      toastUnlessHandled(error, 'Item cannot be deleted.')
    }
  }
  return (
    <ConfirmDialog title="Delete item" confirmLabel="Delete" onConfirm={confirm} onClose={onClose}>
      <p>
        Are you sure you want to delete <strong>{item.listingName}</strong>?
        {item.listingType === 'category' && ' Everything inside this folder is deleted with it.'}
      </p>
    </ConfirmDialog>
  )
}
