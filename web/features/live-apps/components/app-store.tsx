import { ArrowRight, Check, CloudOff, Download, RefreshCw, RotateCw } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '../../../components/empty-state'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { liveAppsApi, type StoreApp } from '../live-apps.api'
import { AppCard } from './app-card'
import '../live-apps.css'

/** /manage/apps/install: the store's apps with Install, Update Available or Installed. */
export function AppStore() {
  const { data, error, loading, reload } = useApi((signal) => liveAppsApi.store(signal), [], {
    onError: (error) => toastUnlessHandled(error, 'Failed to fetch apps.'),
  })
  const [working, setWorking] = useState<string | null>(null)

  async function act(app: StoreApp, action: 'install' | 'update') {
    setWorking(app.appId)
    try {
      notify.success(await liveAppsApi.act(app.appId, action))
      void reload()
    } catch (error) {
      toastFailure(error, action === 'install' ? 'Live App cannot be installed.' : 'Live App cannot be updated.')
    } finally {
      setWorking(null)
    }
  }

  if (!data && !loading && error !== undefined)
    return (
      <EmptyState icon={CloudOff} title="The store could not be loaded">
        <p>Its catalogue may be unreachable from this server. Please try again later.</p>
        <button type="button" className="btn btn-primary" onClick={() => void reload()}>
          <RotateCw size={16} aria-hidden="true" /> Retry
        </button>
      </EmptyState>
    )
  if (!data) return <span className="skeleton" style={{ height: 160 }} />
  if (!data.length) return <p className="panel app-notice">The store's catalogue lists no apps.</p>
  return (
    <ul className="app-grid" aria-label="Live Apps Store">
      {data.map((app) => (
        <AppCard
          key={app.appId}
          testId="store-card"
          icon={app.appIcon}
          name={app.appName}
          meta={
            <>
              {app.updateAvailable ? (
                <>
                  v{app.installedVersion} <ArrowRight size={12} aria-label="to" /> v{app.version}
                </>
              ) : (
                `v${app.version}`
              )}
              {app.licenseName && ` · ${app.licenseName}`}
            </>
          }
          description={app.description}
          repoLink={app.repoLink}
        >
          {app.installedVersion === null ? (
            <button type="button" className="btn btn-sm btn-primary" disabled={working !== null} onClick={() => act(app, 'install')}>
              <Download size={15} aria-hidden="true" /> Install
            </button>
          ) : app.updateAvailable ? (
            <button type="button" className="btn btn-sm btn-primary" disabled={working !== null} onClick={() => act(app, 'update')}>
              <RefreshCw size={15} aria-hidden="true" /> Update Available
            </button>
          ) : (
            <span className="app-status" data-ready>
              <Check size={13} aria-hidden="true" /> Installed
            </span>
          )}
        </AppCard>
      ))}
    </ul>
  )
}
