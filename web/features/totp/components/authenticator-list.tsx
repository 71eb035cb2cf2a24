import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ChevronRight, GripVertical } from 'lucide-react'
import { useDragSensors } from '../../../lib/drag-sensors'
import type { TotpSummary } from '../totp.api'
import { ServiceIcon } from './service-icon'

interface ListProps {
  items: TotpSummary[]
  onOpen(id: number): void
  onReorder(items: TotpSummary[]): void
}

/** The accounts, sortable by drag (spec: 8 px to start, or a 250 ms touch hold) or by keyboard on the handle. */
export function AuthenticatorList({ items, onOpen, onReorder }: ListProps) {
  const sensors = useDragSensors()
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = items.findIndex((i) => i.id === active.id)
    const to = items.findIndex((i) => i.id === over.id)
    onReorder(arrayMove(items, from, to))
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ul className="totp-list" aria-label="Authenticators">
          {items.map((item) => (
            <SortableRow key={item.id} item={item} onOpen={onOpen} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}

function SortableRow({ item, onOpen }: { item: TotpSummary; onOpen(id: number): void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id })
  return (
    <li
      ref={setNodeRef}
      className="totp-row"
      data-dragging={isDragging || undefined}
      data-testid="totp-row"
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="icon-btn totp-handle"
        aria-label={`Reorder ${item.serviceName}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical size={18} aria-hidden="true" />
      </button>
      <button type="button" className="totp-row-open" onClick={() => onOpen(item.id)}>
        <ServiceIcon icon={item.serviceIcon} size={36} />
        <span className="totp-row-text">
          <span className="totp-row-service">{item.serviceName}</span>
          {item.accountName && <span className="totp-row-account">{item.accountName}</span>}
        </span>
        <ChevronRight size={18} aria-hidden="true" className="totp-row-chevron" />
      </button>
    </li>
  )
}
