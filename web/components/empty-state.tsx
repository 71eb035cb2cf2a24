import type { AriaRole, ReactNode } from 'react'
import { Link } from 'react-router'
import { House, type LucideIcon } from 'lucide-react'

interface EmptyStateProps {
  /** Drawn in the tinted square above the title; none when omitted. */
  icon?: LucideIcon
  title: string
  /** 1 where the state is the whole page (the title is then the page title). */
  level?: 1 | 2
  /** false inside a container that is already a panel. */
  panel?: boolean
  className?: string
  role?: AriaRole
  'data-testid'?: string
  /** The explanation and the actions, below the title. */
  children?: ReactNode
}

/** The shared empty, missing and failed state: icon, title, then text and actions. */
export function EmptyState({ icon: Icon, title, level = 2, panel = true, className, role, 'data-testid': testId, children }: EmptyStateProps) {
  const classes = [className, panel && 'panel', 'empty-state'].filter(Boolean).join(' ')
  return (
    <div className={classes} role={role} data-testid={testId}>
      {Icon && (
        <div className="empty-state-icon">
          <Icon size={30} aria-hidden="true" />
        </div>
      )}
      {level === 1 ? <h1 className="page-title">{title}</h1> : <h2>{title}</h2>}
      {children}
    </div>
  )
}

/** The whole page when the folder or list in the URL does not exist (or is not the user's): the way back to the root. */
export function MissingPage({ icon, title }: { icon: LucideIcon; title: string }) {
  return (
    <div className="page">
      <EmptyState icon={icon} title={title} level={1}>
        <Link className="btn btn-primary" to="/">
          <House size={16} aria-hidden="true" /> Back to Root
        </Link>
      </EmptyState>
    </div>
  )
}
