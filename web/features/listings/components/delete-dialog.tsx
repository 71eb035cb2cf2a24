import { useState } from 'react'
import { Modal } from '../../../components/modal'
import { toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { listingsApi, type Listing } from '../listings.api'

export function DeleteDialog({ item, onClose, onDeleted }: { item: Listing; onClose(): void; onDeleted(): void }) {
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    try {
      await listingsApi.remove(item.id)
      notify.success('Item deleted successfully.')
      onDeleted()
    } catch (error) {
      toastUnlessHandled(error, 'Item cannot be deleted.')
      setBusy(false)
    }
  }
  return (
    <Modal
      title="Delete item"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void confirm()}>
            Delete
          </button>
        </>
      }
    >
      <p>
        Are you sure you want to delete <strong>{item.listingName}</strong>?
        {item.listingType === 'category' && ' Everything inside this folder is deleted with it.'}
      </p>
    </Modal>
  )
}
