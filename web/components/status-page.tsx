import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import './status-page.css'

interface StatusPageProps {
  icon: LucideIcon
  /** Small label above the title, e.g. an HTTP status. */
  code?: string
  title: string
  children?: ReactNode
  actions: ReactNode
  tone?: 'danger' | 'warning' | 'accent'
}

/** A full-screen message card for error pages and other dead ends. */
export function StatusPage({ icon: Icon, code, title, children, actions, tone = 'danger' }: StatusPageProps) {
  return (
    <main className="status-screen">
      <section className="status-card" data-tone={tone} aria-labelledby="status-title">
        <div className="status-icon" aria-hidden="true">
          <Icon size={30} />
        </div>
        {code && <p className="status-code">{code}</p>}
        <h1 id="status-title" className="status-title">
          {title}
        </h1>
        {children && <div className="status-body">{children}</div>}
        <div className="status-actions">{actions}</div>
      </section>
    </main>
  )
}
