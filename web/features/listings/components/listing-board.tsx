import { useEffect, useState } from 'react'
import { DndContext, KeyboardSensor, MouseSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { PackageOpen } from 'lucide-react'
import type { UserData } from '../../../../src/features/users/users.schema'
import { EmptyState } from '../../../components/empty-state'
import { toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useSearch } from '../../../stores/search.store'
import { listingsApi, type FolderId, type Listing } from '../listings.api'
import { matchesSearch } from '../listing-links'
import { DeleteDialog } from './delete-dialog'
import { DetailsDialog } from './details-dialog'
import { ListingCard } from './listing-card'
import { MoveBar } from './move-bar'
import '../listings.css'

interface ListingBoardProps {
  folder: FolderId
  items: Listing[]
  user: UserData
  /** Reloads this view (and whatever else shows the listings) after a change. */
  onChanged(): void
}

/** A folder's cards: search filter, sortable grid, move mode, delete and details dialogs, empty state. */
export function ListingBoard({ folder, items, user, onChanged }: ListingBoardProps) {
  const query = useSearch((s) => s.query)
  const [order, setOrder] = useState(items)
  const [deleting, setDeleting] = useState<Listing | null>(null)
  const [details, setDetails] = useState<Listing | null>(null)
  useEffect(() => setOrder(items), [items])

  // Spec drag start: 8 px with a mouse, or a 250 ms press (5 px tolerance) on touch.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  async function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    const before = order
    const next = arrayMove(
      order,
      order.findIndex((i) => i.id === active.id),
      order.findIndex((i) => i.id === over.id),
    )
    setOrder(next)
    try {
      notify.success(
        await listingsApi.reorder(
          folder,
          next.map((i) => i.id),
        ),
      )
      onChanged()
    } catch (error) {
      setOrder(before)
      toastUnlessHandled(error, 'Reordering failed.')
    }
  }

  const visible = order.filter((item) => matchesSearch(item, query))
  const sortable = !query

  return (
    <>
      <MoveBar folder={folder} items={order} onMoved={onChanged} />
      {visible.length > 0 ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(e) => void onDragEnd(e)}>
          <SortableContext items={visible.map((i) => i.id)} strategy={rectSortingStrategy}>
            <ul className="card-grid listing-grid" aria-label="Items">
              {visible.map((item) => (
                <li key={item.id}>
                  <ListingCard item={item} user={user} sortable={sortable} onDelete={setDeleting} onDetails={setDetails} />
                </li>
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      ) : (
        <EmptyState icon={PackageOpen} title="Oops! Nothing to List here" data-testid="empty-state" />
      )}
      {deleting && (
        <DeleteDialog
          item={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null)
            onChanged()
          }}
        />
      )}
      {details && <DetailsDialog item={details} onClose={() => setDetails(null)} />}
    </>
  )
}
