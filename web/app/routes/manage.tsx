import { useId } from 'react'
import { Link } from 'react-router'
import { ArrowUpRight, ChevronRight } from 'lucide-react'
import { useDashboard } from '../../stores/dashboard.store'
import { visibleSettingsGroups, type NavEntry } from '../layout/nav'
import './manage.css'

/** Settings home: one tile per settings screen, admin tiles for super admins only. */
export default function ManagePage() {
  const user = useDashboard((s) => s.data?.userData)
  return (
    <div className="page manage">
      <header>
        <h1 className="page-title">Settings</h1>
        <p className="page-subtitle">Make this dashboard yours.</p>
      </header>
      {visibleSettingsGroups(user).map((group) => (
        <section key={group.title} className="manage-section" aria-labelledby={`group-${group.title.replace(/\s+/g, '-')}`}>
          <h2 id={`group-${group.title.replace(/\s+/g, '-')}`} className="section-title">
            {group.title}
          </h2>
          <ul className="tile-grid">
            {group.items.map((entry) => (
              <li key={entry.to}>
                <SettingsTile entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function SettingsTile({ entry }: { entry: NavEntry }) {
  const descriptionId = useId()
  const Icon = entry.icon
  const body = (
    <>
      <span className="tile-icon" aria-hidden="true">
        <Icon size={22} />
      </span>
      <span className="tile-text">
        <span className="tile-label">
          {entry.label}
          {entry.badge && <span className="badge badge-solid">{entry.badge}</span>}
        </span>
        <span className="tile-description" id={descriptionId}>
          {entry.description}
        </span>
      </span>
      {entry.external ? (
        <ArrowUpRight size={18} className="tile-trail" aria-hidden="true" />
      ) : (
        <ChevronRight size={18} className="tile-trail" aria-hidden="true" />
      )}
    </>
  )
  const props = { className: 'panel tile', 'aria-label': entry.label, 'aria-describedby': descriptionId }
  return entry.external ? (
    <a href={entry.to} target="_blank" rel="noopener noreferrer" {...props}>
      {body}
    </a>
  ) : (
    <Link to={entry.to} {...props}>
      {body}
    </Link>
  )
}
