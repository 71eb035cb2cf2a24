import { type ReactNode, useEffect, useRef, useState } from 'react'
import { PackageOpen, Search, X } from 'lucide-react'
import type { UserData } from '../../../../src/features/users/users.schema'
import { EmptyState } from '../../../components/empty-state'
import { toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useInViewFirst } from '../../../lib/use-in-view-first'
import { useSearch } from '../../../stores/search.store'
import { listingsApi, type FolderId, type Listing } from '../listings.api'
import { matchesSearch } from '../listing-links'
import { CardIconSprite } from './card-icons'
import { DeleteDialog } from './delete-dialog'
import { DetailsDialog } from './details-dialog'
import { type CardSort, SortableGrid } from '../../../components/sortable-grid'
import { ListingCard } from './listing-card'
import { MoveBar } from './move-bar'
import { useMoveMode } from '../move.store'
import '../listings.css'

interface ListingBoardProps {
  folder: FolderId
  items: Listing[]
  user: UserData
  /** Reloads this view (and whatever else shows the listings) after a change. */
  onChanged(): void
  /** What the screen adds to a card's corner (the health dot). */
  badge?(item: Listing): ReactNode
}

/** A folder's cards: search filter, sortable grid, move mode, delete and details dialogs, empty state. */
export function ListingBoard({ folder, items, user, onChanged, badge }: ListingBoardProps) {
  const query = useSearch((s) => s.query)
  const clearSearch = useSearch((s) => s.clear)
  const [order, setOrder] = useState(items)
  const [deleting, setDeleting] = useState<Listing | null>(null)
  const [details, setDetails] = useState<Listing | null>(null)
  const moving = useMoveMode((s) => s.moving)
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => setOrder(items), [items])

  async function onReorder(next: Listing[]) {
    const before = order
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
  const shown = useInViewFirst(visible.length, list)
  // With a mouse the cards' tools stay invisible until hovered (listings.css): they can wait for the first paint.
  const tools = shown.painted || !matchMedia('(hover: hover)').matches
  const sortable = !query
  const card = (item: Listing, sort?: CardSort) => (
    <ListingCard item={item} user={user} sortable={sortable} sort={sort} tools={tools} onDelete={setDeleting} onDetails={setDetails} badge={badge?.(item)} />
  )

  return (
    <>
      <CardIconSprite />
      <MoveBar folder={folder} items={order} onMoved={onChanged} />
      {visible.length > 0 ? (
        <SortableGrid
          items={visible}
          limit={shown.count}
          listRef={list}
          disabled={!sortable || !!moving}
          className="card-grid listing-grid"
          label="Items"
          renderCard={card}
          onReorder={(next) => void onReorder(next)}
        />
      ) : order.length > 0 ? (
        <EmptyState icon={Search} title={`Nothing matches “${query}”`} data-testid="no-match">
          <button type="button" className="btn" onClick={clearSearch}>
            <X size={16} aria-hidden="true" /> Clear search
          </button>
        </EmptyState>
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
