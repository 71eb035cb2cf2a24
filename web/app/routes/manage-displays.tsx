import { Breadcrumb } from '../../components/breadcrumb'
import { DisplayList } from '../../features/displays/components/display-list'
import type { ViewOptions } from '../../features/displays/components/display-form'
import { listingsApi } from '../../features/listings/listings.api'
import { pagesApi } from '../../features/pages/pages.api'
import { useApi } from '../../lib/use-api'
import { LISTING_KINDS } from '../../../src/definitions/listing-kinds'

/** /manage/displays: wall displays with their own read-only tokens. */
export default function ManageDisplaysPage() {
  // What a view may name: the owner's folders, todo lists and pages.
  const { data: options } = useApi(async (signal): Promise<ViewOptions> => {
    const [listings, pages] = await Promise.all([listingsApi.all(signal), pagesApi.list(signal)])
    const of = (type: string) => listings.filter((l) => l.listingType === type).map((l) => ({ id: l.id, name: l.listingName }))
    return { folder: of(LISTING_KINDS.folder.type), todo: of(LISTING_KINDS.todo.type), page: pages.map((p) => ({ id: p.id, name: p.pageTitle })) }
  }, [])
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'Displays' }]} />
        <h1 className="page-title">Displays</h1>
        <p className="page-subtitle">A wall tablet shows your dashboard without signing in. Its address reads only what it shows, and can be revoked here.</p>
      </header>
      {options ? <DisplayList options={options} /> : <span className="skeleton" style={{ height: 160 }} />}
    </div>
  )
}
