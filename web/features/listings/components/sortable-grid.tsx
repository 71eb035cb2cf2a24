// Drag-and-drop reordering of a card grid: its own chunk (with @dnd-kit), loaded when a pointer or focus first reaches the grid.
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ReactNode } from 'react'
import { useDragSensors } from '../../../lib/drag-sensors'
import type { Listing } from '../listings.api'
import type { CardSort } from './listing-card'

interface SortableGridProps {
  items: Listing[]
  /** Off while searching or moving: the handles do nothing. */
  disabled: boolean
  renderCard(item: Listing, sort: CardSort): ReactNode
  onReorder(next: Listing[]): void
}

export default function SortableGrid({ items, disabled, renderCard, onReorder }: SortableGridProps) {
  const sensors = useDragSensors()
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onReorder(
      arrayMove(
        items,
        items.findIndex((i) => i.id === active.id),
        items.findIndex((i) => i.id === over.id),
      ),
    )
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((i) => i.id)} strategy={rectSortingStrategy}>
        <ul className="card-grid listing-grid" aria-label="Items">
          {items.map((item) => (
            <SortableCard key={item.id} item={item} disabled={disabled} renderCard={renderCard} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}

function SortableCard({ item, disabled, renderCard }: { item: Listing; disabled: boolean; renderCard: SortableGridProps['renderCard'] }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled })
  return (
    <li>
      {renderCard(item, {
        setNodeRef,
        setHandleRef: setActivatorNodeRef,
        handleProps: { ...attributes, ...listeners },
        style: { transform: CSS.Translate.toString(transform), transition },
        isDragging,
      })}
    </li>
  )
}
