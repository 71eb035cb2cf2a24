import { Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import './data-table.css'

/** The last cell of a settings table row: any extra buttons, then Edit (when the row can be edited) and Delete, each named after the row. */
export function RowActions({ name, onEdit, onDelete, children }: { name: string; onEdit?(): void; onDelete(): void; children?: ReactNode }) {
  return (
    <td className="data-table-actions">
      {children}
      {onEdit && (
        <button type="button" className="card-btn" aria-label={`Edit ${name}`} onClick={onEdit}>
          <Pencil size={16} aria-hidden="true" />
        </button>
      )}
      <button type="button" className="card-btn" aria-label={`Delete ${name}`} onClick={onDelete}>
        <Trash2 size={16} aria-hidden="true" />
      </button>
    </td>
  )
}
