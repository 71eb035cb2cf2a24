import { useEffect, useRef, useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { toastFailure } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { type InstalledApp, liveAppsApi } from '../live-apps.api'
import { useInstalledApps } from '../use-installed-apps'
import { ActivationForm } from './activation-form'
import { AppCard } from './app-card'
import '../live-apps.css'

/** Spec 2 §4: a core-settings app that is not configured needs configuration; everything else is ready. */
const statusOf = (app: InstalledApp) => (app.coreSettings && !app.configured ? 'Needs Configuration' : 'Ready')

/** The installed apps as a card grid that loads more as it scrolls into view; `version` changes reload it. */
export function InstalledApps({ admin, version }: { admin: boolean; version: number }) {
  const { apps, hasMore, loading, loadMore, reload } = useInstalledApps()
  const [activating, setActivating] = useState<InstalledApp | null>(null)
  const [removing, setRemoving] = useState<InstalledApp | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version (an app was added elsewhere on the screen) reloads
  useEffect(() => {
    if (version) void reload()
  }, [version])

  async function checkDependencies(app: InstalledApp) {
    try {
      notify.success(await liveAppsApi.act(app.appId, 'reinstall-dependencies'))
    } catch (error) {
      toastFailure(error, 'Error reinstalling dependencies')
    }
  }
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
          <AppCard
            key={app.appId}
            testId="app-card"
            icon={app.appIcon}
            name={app.appName}
            meta={
              <>
                v{app.version} · <span className="app-type">{app.appType}</span>
              </>
            }
            description={app.description}
            repoLink={app.repoLink}
          >
            <span className="app-status" data-ready={statusOf(app) === 'Ready' || undefined}>
              {statusOf(app)}
            </span>
            {admin && app.coreSettings && (
              <button type="button" className="btn btn-sm" onClick={() => setActivating(app)}>
                {app.configured ? 'Settings' : 'Activate'}
              </button>
            )}
            {admin && (app.appType === 'user' || app.isUpdated) && (
              <>
                <button type="button" className="btn btn-sm" onClick={() => setRemoving(app)}>
                  {app.isUpdated ? 'Uninstall updates' : 'Remove'}
                </button>
                <button type="button" className="btn btn-sm" onClick={() => checkDependencies(app)}>
                  Reinstall dependencies
                </button>
              </>
            )}
          </AppCard>
        ))}
        {loading && <li className="panel app-card skeleton" aria-hidden="true" />}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {removing && (
        <ConfirmDialog
          title={removing.isUpdated ? 'Uninstall updates' : 'Remove Live App'}
          confirmLabel={removing.isUpdated ? 'Uninstall updates' : 'Remove'}
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            try {
              notify.success(await liveAppsApi.act(removing.appId, 'delete'))
              setRemoving(null)
              void reload()
            } catch (error) {
              toastFailure(error, 'Live App cannot be removed.')
            }
          }}
        >
          {removing.isUpdated
            ? `${removing.appName} goes back to the version built into Foyer.`
            : `Links using ${removing.appName} will stop showing live data.`}
        </ConfirmDialog>
      )}
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
