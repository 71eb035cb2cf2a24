import { MoreVertical, Pencil, Trash2 } from 'lucide-react'
import { DropdownMenu } from './dropdown-menu'

interface EditDeleteMenuProps {
  /** The ⋮ button's accessible name, which says whose actions these are. */
  label: string
  triggerClassName?: string
  onEdit(): void
  onDelete(): void
}

/** The ⋮ menu with Edit and Delete that the spec gives stream and code cards and the credential table's rows. */
export function EditDeleteMenu({ label, triggerClassName, onEdit, onDelete }: EditDeleteMenuProps) {
  return (
    <DropdownMenu
      label={label}
      triggerClassName={triggerClassName}
      trigger={<MoreVertical size={18} aria-hidden="true" />}
      items={[
        { label: 'Edit', icon: <Pencil size={16} aria-hidden="true" />, onSelect: onEdit },
        { label: 'Delete', icon: <Trash2 size={16} aria-hidden="true" />, danger: true, onSelect: onDelete },
      ]}
    />
  )
}
