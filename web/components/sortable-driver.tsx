// SortableGrid's drag and drop, in its own chunk with @dnd-kit. It renders no card: dnd-kit finds the cards through the
// node refs it hands them, so the grid's cards need no new parent (and no remount) when this arrives.
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { memo, useCallback, useLayoutEffect, useMemo, useState } from 'react'
import { useDragSensors } from '../lib/drag-sensors'
import type { CardSort, Item } from './sortable-grid'

interface DriverProps<T extends Item> {
  /** All the grid's items, in order; the first `shown` are drawn. */
  items: T[]
  shown: number
  disabled: boolean
  /** Hands the grid each card's CardSort, by id. */
  onSorts(sorts: ReadonlyMap<number, CardSort>): void
  onReorder(next: T[]): void
}

export default function SortableDriver<T extends Item>({ items, shown, disabled, onSorts, onReorder }: DriverProps<T>) {
  const sensors = useDragSensors()
  const [sorts, setSorts] = useState<ReadonlyMap<number, CardSort>>(new Map())
  const onSort = useCallback(
    (id: number, sort?: CardSort) =>
      setSorts((before) => {
        const next = new Map(before)
        if (sort) next.set(id, sort)
        else next.delete(id)
        return next
      }),
    [],
  )
  // Before the paint: a dragged card moves in the same frame as dnd-kit's state.
  useLayoutEffect(() => onSorts(sorts), [onSorts, sorts])
  // The same array while the cards stay: dnd-kit reads a new one as a reorder, and each card would hand on a new sort.
  const ids = useMemo(() => items.slice(0, shown).map((i) => i.id), [items, shown])
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
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        {ids.map((id) => (
          <SortableCard key={id} id={id} disabled={disabled} onSort={onSort} />
        ))}
      </SortableContext>
    </DndContext>
  )
}

/** One card's useSortable, handed to the card through the grid; it renders again only when dnd-kit's state changes. */
const SortableCard = memo(function SortableCard({ id, disabled, onSort }: { id: number; disabled: boolean; onSort(id: number, sort?: CardSort): void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled })
  const translate = CSS.Translate.toString(transform)
  const sort = useMemo<CardSort>(
    () => ({
      setNodeRef,
      setHandleRef: setActivatorNodeRef,
      handleProps: { ...attributes, ...listeners },
      style: { transform: translate, transition },
      isDragging,
    }),
    [setNodeRef, setActivatorNodeRef, attributes, listeners, translate, transition, isDragging],
  )
  // Only a changed sort is handed on, so the re-render that follows settles here.
  useLayoutEffect(() => onSort(id, sort), [onSort, id, sort])
  useLayoutEffect(() => () => onSort(id), [onSort, id])
  return null
})
