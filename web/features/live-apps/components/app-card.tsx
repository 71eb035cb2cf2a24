import type { ReactNode } from 'react'

interface AppCardProps {
  testId: string
  icon: string | null
  name: string
  meta: ReactNode
  description: string
  repoLink: string | null
  /** The status and actions along the foot, before the Homepage link. */
  children: ReactNode
}

/** One app as /manage/apps and the store draw it: logo, name, version line, description, actions and homepage. */
export function AppCard({ testId, icon, name, meta, description, repoLink, children }: AppCardProps) {
  return (
    <li className="panel app-card" data-testid={testId}>
      {icon ? (
        <img className="app-card-logo" src={icon} alt="" width={48} height={48} loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <span className="app-card-logo" aria-hidden="true" />
      )}
      <div className="app-card-body">
        <h2 className="app-card-name">{name}</h2>
        <p className="app-card-meta">{meta}</p>
        <p className="app-card-desc">{description}</p>
        <div className="app-card-foot">
          {children}
          {repoLink && (
            <a className="app-card-link" href={repoLink} target="_blank" rel="noopener noreferrer">
              Homepage
            </a>
          )}
        </div>
      </div>
    </li>
  )
}
