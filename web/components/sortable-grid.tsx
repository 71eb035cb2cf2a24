// A card grid reordered by drag and drop. The cards render at once; the drag-and-drop code (@dnd-kit, in its own chunk:
// ./sortable-driver) loads when a pointer, a touch or the focus first reaches the grid, and then drives the same cards.
// They stay mounted through its arrival: a menu opened by that first tap stays open.
import { useState, type CSSProperties, type ReactNode, type RefObject } from 'react'
import { loadOnce } from '../lib/load-once'

/** What the grid gives a card: its node, its handle, its drag offset. */
export interface CardSort {
  setNodeRef(node: HTMLElement | null): void
  setHandleRef(node: HTMLElement | null): void
  handleProps: object
  style: CSSProperties
  isDragging: boolean
}

export interface Item {
  id: number
}

type Driver = typeof import('./sortable-driver').default
let driver: Driver | null = null
const loadDriver = loadOnce(() =>
  import('./sortable-driver').then((m) => {
    driver = m.default
    return m.default
  }),
)

interface SortableGridProps<T extends Item> {
  items: T[]
  /** Render only the first this many (the rest come once the first screen is painted); all when absent. */
  limit?: number
  listRef?: RefObject<HTMLUListElement | null>
  /** Off while searching or moving: the handles do nothing. */
  disabled: boolean
  className: string
  label: string
  /** `sort` is absent until the drag-and-drop code has loaded. */
  renderCard(item: T, sort: CardSort | undefined): ReactNode
  onReorder(next: T[]): void
}

export function SortableGrid<T extends Item>({ items, limit, listRef, disabled, className, label, renderCard, onReorder }: SortableGridProps<T>) {
  const [Driver, setDriver] = useState(() => driver)
  const [sorts, setSorts] = useState<ReadonlyMap<number, CardSort>>()
  const shown = limit === undefined ? items : items.slice(0, limit)
  const want = () => {
    if (!Driver) void loadDriver().then((loaded) => setDriver(() => loaded))
  }
  return (
    <>
      <ul ref={listRef} className={className} aria-label={label} onPointerEnter={want} onTouchStart={want} onFocus={want}>
        {shown.map((item) => (
          <li key={item.id}>{renderCard(item, sorts?.get(item.id))}</li>
        ))}
      </ul>
      {Driver && <Driver items={items} shown={shown.length} disabled={disabled} onSorts={setSorts} onReorder={onReorder} />}
    </>
  )
}
