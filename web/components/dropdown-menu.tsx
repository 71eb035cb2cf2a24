import { useId, type ReactNode } from 'react'
import { usePopupMenu } from './use-popup-menu'
import './dropdown-menu.css'

interface MenuAction {
  label: string
  icon?: ReactNode
  danger?: boolean
  disabled?: boolean
  onSelect(): void
}

interface DropdownMenuProps {
  /** The trigger's accessible name. */
  label: string
  trigger: ReactNode
  triggerClassName?: string
  items: MenuAction[]
  align?: 'left' | 'right'
}

/** A button that opens a list of actions; arrows move, Escape and outside clicks close. */
export function DropdownMenu({ label, trigger, triggerClassName = 'icon-btn', items, align = 'right' }: DropdownMenuProps) {
  const { open, setOpen, rootRef, menuRef, buttonRef, onMenuKey } = usePopupMenu()
  const id = useId()

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={(e) => {
          e.preventDefault()
          e.stopPropagation()
          setOpen((v) => !v)
        }}
      >
        {trigger}
      </button>
      {open && (
        <div id={id} className="menu dropdown-panel" data-align={align} ref={menuRef} role="menu" aria-label={label} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`menu-item${item.danger ? ' menu-item-danger' : ''}`}
              disabled={item.disabled}
              onClick={(e) => {
                e.stopPropagation()
                setOpen(false)
                item.onSelect()
              }}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
