// Drag-and-drop reordering of a card grid: its own chunk (with @dnd-kit), loaded when a pointer or focus first reaches the grid.
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { CSSProperties, ReactNode } from 'react'
import { useDragSensors } from '../lib/drag-sensors'

/** What the grid gives a card: its node, its handle, its drag offset. */
export interface CardSort {
  setNodeRef(node: HTMLElement | null): void
  setHandleRef(node: HTMLElement | null): void
  handleProps: object
  style: CSSProperties
  isDragging: boolean
}

interface Item {
  id: number
}

interface SortableGridProps<T extends Item> {
  items: T[]
  /** Off while searching or moving: the handles do nothing. */
  disabled: boolean
  className: string
  label: string
  renderCard(item: T, sort: CardSort): ReactNode
  onReorder(next: T[]): void
}

export default function SortableGrid<T extends Item>({ items, disabled, className, label, renderCard, onReorder }: SortableGridProps<T>) {
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
        <ul className={className} aria-label={label}>
          {items.map((item) => (
            <SortableCard key={item.id} item={item} disabled={disabled} renderCard={renderCard} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}

function SortableCard<T extends Item>({ item, disabled, renderCard }: { item: T; disabled: boolean; renderCard: SortableGridProps<T>['renderCard'] }) {
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
