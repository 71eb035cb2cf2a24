import { useEffect, useRef, useState, type FocusEvent } from 'react'
import { PackageOpen } from 'lucide-react'
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
import type { CardSort } from '../../../components/sortable-grid'
import { ListingCard } from './listing-card'
import { MoveBar } from './move-bar'
import { useMoveMode } from '../move.store'
import '../listings.css'

type SortableGrid = typeof import('../../../components/sortable-grid').default
// Drag and drop is not needed to see the cards: its code loads when a pointer, a touch or the focus first reaches a grid.
let sortableGrid: SortableGrid | null = null
let loadingGrid: Promise<SortableGrid> | null = null
const FOCUSABLE = 'a[href], button, input, [tabindex]'

function loadSortableGrid() {
  loadingGrid ??= import('../../../components/sortable-grid').then((m) => {
    sortableGrid = m.default
    return m.default
  })
  return loadingGrid
}

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
  const [Grid, setGrid] = useState(() => sortableGrid)
  const moving = useMoveMode((s) => s.moving)
  const wrap = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLUListElement>(null)
  // The sortable grid replaces the plain one (new elements): where the focus was, as [card, control], to put it back.
  const refocus = useRef<[number, number] | null>(null)
  useEffect(() => setOrder(items), [items])
  const wantSorting = (event?: FocusEvent) => {
    if (Grid) return
    const li = event?.target.closest('li')
    if (li) refocus.current = [[...li.parentElement!.children].indexOf(li), [...li.querySelectorAll(FOCUSABLE)].indexOf(event!.target)]
    void loadSortableGrid().then((loaded) => setGrid(() => loaded))
  }
  useEffect(() => {
    const at = refocus.current
    refocus.current = null
    if (Grid && at) wrap.current?.querySelectorAll('li')[at[0]]?.querySelectorAll<HTMLElement>(FOCUSABLE)[at[1]]?.focus()
  }, [Grid])

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
    <ListingCard item={item} user={user} sortable={sortable} sort={sort} tools={tools} onDelete={setDeleting} onDetails={setDetails} />
  )

  return (
    <>
      <CardIconSprite />
      <MoveBar folder={folder} items={order} onMoved={onChanged} />
      {visible.length > 0 ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: not a control; it only notices the first pointer, touch or focus to load drag and drop
        <div className="listing-grid-frame" ref={wrap} onPointerEnter={() => wantSorting()} onTouchStart={() => wantSorting()} onFocus={wantSorting}>
          {Grid ? (
            <Grid
              items={visible}
              disabled={!sortable || !!moving}
              className="card-grid listing-grid"
              label="Items"
              renderCard={card}
              onReorder={(next) => void onReorder(next)}
            />
          ) : (
            <ul ref={list} className="card-grid listing-grid" aria-label="Items">
              {visible.slice(0, shown.count).map((item) => (
                <li key={item.id}>{card(item)}</li>
              ))}
            </ul>
          )}
        </div>
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
