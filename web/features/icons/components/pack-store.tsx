import { useState } from 'react'
import { ArrowRight, ExternalLink, PackageOpen } from 'lucide-react'
import { EmptyState } from '../../../components/empty-state'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { useApi } from '../../../lib/use-api'
import { useDashboard } from '../../../stores/dashboard.store'
import { iconsApi, type StorePack } from '../icons.api'
import '../icons.css'

/** The store: the public catalogue through the server, sorted by name, with Get / Installing... / Installed / Update Available. */
export function PackStore() {
  const store = useApi((signal) => iconsApi.store(signal), [], { onError: (error) => toastUnlessHandled(error, 'Failed to fetch icon packs.') })
  const [installing, setInstalling] = useState<string | null>(null)

  async function install(pack: StorePack) {
    setInstalling(pack.jsonUrl)
    try {
      await iconsApi.install(pack.jsonUrl)
      await store.reload()
      void useDashboard.getState().load()
    } catch (error) {
      toastFailure(error, pack.installed ? 'Icon pack could not be updated.' : 'Icon pack could not be installed.')
    } finally {
      setInstalling(null)
    }
  }

  // A failed load shows the empty state under its toast.
  const packs = store.data ?? []
  if (store.loading && !store.data) return <span className="skeleton" style={{ height: 220 }} />
  if (!packs.length) return <EmptyState icon={PackageOpen} title="Oops! Nothing to List here" />
  return (
    <ul className="store-grid">
      {packs.map((pack) => (
        <li key={pack.jsonUrl}>
          <StoreCard pack={pack} installing={installing === pack.jsonUrl} busy={installing !== null} onInstall={() => void install(pack)} />
        </li>
      ))}
    </ul>
  )
}

function StoreCard({ pack, installing, busy, onInstall }: { pack: StorePack; installing: boolean; busy: boolean; onInstall(): void }) {
  const installed = pack.installed !== null
  const label = installing ? 'Installing...' : pack.updateAvailable ? 'Update Available' : installed ? 'Installed' : 'Get'
  const image = pack.iconUrl ?? pack.previewImage
  return (
    <article className="store-card panel" aria-label={pack.iconName}>
      <div className="store-card-head">
        <span className="store-card-logo">{image && <img src={image} alt="" width={40} height={40} loading="lazy" />}</span>
        <span>
          <h2 className="store-card-name">{pack.iconName}</h2>
          <span className="muted store-card-provider">{pack.iconProvider}</span>
        </span>
      </div>
      <dl className="store-card-facts">
        <dt>Version</dt>
        <dd>
          {pack.updateAvailable ? (
            <>
              {pack.installed?.version} <ArrowRight size={12} aria-label="to" /> {pack.iconPackVersion}
            </>
          ) : (
            (pack.iconPackVersion ?? 'Unknown')
          )}
        </dd>
        <dt>Icons</dt>
        <dd>{pack.iconCount ?? 'Unknown'}</dd>
        <dt>Developer</dt>
        <dd>{pack.packDeveloper ?? 'Unknown'}</dd>
      </dl>
      <p className="store-card-description">{pack.description ?? 'No description available.'}</p>
      <div className="store-card-actions">
        {pack.homepage && (
          <a className="btn btn-sm btn-ghost" href={pack.homepage} target="_blank" rel="noreferrer noopener">
            <ExternalLink size={14} aria-hidden="true" /> Homepage
          </a>
        )}
        <button
          type="button"
          className={`btn btn-sm ${installed && !pack.updateAvailable ? '' : 'btn-primary'}`}
          disabled={installing || busy || (installed && !pack.updateAvailable)}
          onClick={onInstall}
        >
          {label}
        </button>
      </div>
    </article>
  )
}
