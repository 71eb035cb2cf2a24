import { ConfirmDialog } from '../../../components/confirm-dialog'
import { toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { streamsApi, type Listing } from '../streams.api'

/** Deletes a stream (through the listing delete) after asking. */
export function StreamDelete({ stream, onClose, onDeleted }: { stream: Listing; onClose(): void; onDeleted(): void }) {
  async function confirm() {
    try {
      await streamsApi.remove(stream.id)
      notify.success('Stream deleted.')
      onDeleted()
    } catch (error) {
      toastUnlessHandled(error, 'Stream cannot be deleted.')
    }
  }
  return (
    <ConfirmDialog title="Delete stream" confirmLabel="Delete" onConfirm={confirm} onClose={onClose}>
      <p>
        Are you sure you want to delete <strong>{stream.listingName}</strong>?
      </p>
    </ConfirmDialog>
  )
}
