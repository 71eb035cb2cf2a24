import { useEffect, useRef, useState } from 'react'
import type { InstalledApp } from '../live-apps.api'
import { useInstalledApps } from '../use-installed-apps'
import { ActivationForm } from './activation-form'
import '../live-apps.css'

/** Spec 2 §4: a core-settings app that is not configured needs configuration; everything else is ready. */
const statusOf = (app: InstalledApp) => (app.coreSettings && !app.configured ? 'Needs Configuration' : 'Ready')

/** The installed apps as a card grid that loads more as it scrolls into view. */
export function InstalledApps({ admin }: { admin: boolean }) {
  const { apps, hasMore, loading, loadMore, reload } = useInstalledApps()
  const [activating, setActivating] = useState<InstalledApp | null>(null)
  const sentinel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const target = sentinel.current
    if (!target || !hasMore) return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry!.isIntersecting && !loading) void loadMore()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasMore, loading, loadMore])

  return (
    <>
      <ul className="app-grid" aria-label="Installed live apps">
        {apps.map((app) => (
          <li key={app.appId} className="panel app-card" data-testid="app-card">
            <img className="app-card-logo" src={app.appIcon} alt="" width={48} height={48} loading="lazy" />
            <div className="app-card-body">
              <h2 className="app-card-name">{app.appName}</h2>
              <p className="app-card-meta">
                v{app.version} · <span className="app-type">{app.appType}</span>
              </p>
              <p className="app-card-desc">{app.description}</p>
              <div className="app-card-foot">
                <span className="app-status" data-ready={statusOf(app) === 'Ready' || undefined}>
                  {statusOf(app)}
                </span>
                {admin && app.coreSettings && (
                  <button type="button" className="btn btn-sm" onClick={() => setActivating(app)}>
                    {app.configured ? 'Settings' : 'Activate'}
                  </button>
                )}
                {app.repoLink && (
                  <a className="app-card-link" href={app.repoLink} target="_blank" rel="noopener noreferrer">
                    Homepage
                  </a>
                )}
              </div>
            </div>
          </li>
        ))}
        {loading && <li className="panel app-card skeleton" aria-hidden="true" />}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {activating && (
        <ActivationForm
          app={activating}
          onClose={() => setActivating(null)}
          onSaved={() => {
            setActivating(null)
            void reload()
          }}
        />
      )}
    </>
  )
}
