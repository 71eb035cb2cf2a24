import { useState } from 'react'
import { Link } from 'react-router'
import { Copy, FilePlus, FileText, House, PackageOpen, Pencil, Trash2 } from 'lucide-react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { EmptyState } from '../../../components/empty-state'
import { toastUnlessHandled } from '../../../lib/api-client'
import { copyText } from '../../../lib/clipboard'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { pageRoutes, pagesApi, type PageSummary } from '../pages.api'
import '../pages.css'

type Pending = { kind: 'delete' | 'publish' | 'unpublish'; page: PageSummary }

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** /pages: a card per page with edit, delete, copy link and a publish switch; each change is confirmed first. */
export function PageList({ manage }: { manage: boolean }) {
  const routes = pageRoutes(manage)
  const list = useApi((signal) => pagesApi.list(signal), [], { onError: (error) => toastUnlessHandled(error, 'Can not fetch the page details.') })
  // A failed load shows the empty state under its toast.
  const pages = list.data ?? (list.loading ? null : [])
  const [pending, setPending] = useState<Pending | null>(null)

  const replace = (changed: PageSummary) => list.update((all) => all.map((p) => (p.id === changed.id ? changed : p)))

  async function confirm({ kind, page }: Pending) {
    try {
      if (kind === 'delete') {
        await pagesApi.remove(page.id)
        list.update((all) => all.filter((p) => p.id !== page.id))
        notify.success('Page deleted.')
      } else {
        replace(await pagesApi.setPublished(page.id, kind === 'publish'))
        notify.success(kind === 'publish' ? 'Page published.' : 'Page unpublished.')
      }
    } catch (error) {
      const failure = { delete: 'Page cannot be deleted.', publish: "Page can't be published.", unpublish: "Page can't be unpublished." }[kind]
      toastUnlessHandled(error, failure)
    }
    setPending(null)
  }

  return (
    <div className="page pages-page">
      <header className="page-head">
        <div>
          <h1 className="page-title">Pages</h1>
          <p className="page-subtitle">Notes and documents of your own; link them from a link card.</p>
        </div>
        <Link className="btn btn-primary" to={routes.add}>
          <FilePlus size={17} aria-hidden="true" /> Add Page
        </Link>
      </header>

      {!pages ? (
        <div className="pages-grid" role="status" aria-busy="true" aria-label="Loading">
          {[0, 1, 2].map((i) => (
            <span key={i} className="skeleton page-card-skeleton" />
          ))}
        </div>
      ) : pages.length === 0 ? (
        <EmptyState icon={PackageOpen} title="Oops! Nothing to List here" data-testid="empty-state">
          <p>Please create some pages first</p>
          <Link className="btn" to="/">
            <House size={17} aria-hidden="true" /> Go Home
          </Link>
        </EmptyState>
      ) : (
        <ul className="pages-grid" aria-label="Pages">
          {pages.map((page) => (
            <li key={page.id} className="panel page-card" data-testid="page-card">
              <Link className="page-card-main" to={routes.view(page.id)}>
                <span className="page-card-icon">
                  <FileText size={22} aria-hidden="true" />
                </span>
                <span className="page-card-text">
                  <span className="page-card-title" title={page.pageTitle}>
                    {page.pageTitle}
                  </span>
                  <span className="page-card-date">Updated {dateFormat.format(new Date(page.updatedAt))}</span>
                </span>
              </Link>
              <div className="page-card-actions">
                <label className="page-card-publish">
                  <input
                    type="checkbox"
                    role="switch"
                    className="switch"
                    checked={page.isPublished}
                    aria-checked={page.isPublished}
                    aria-label={`Published: ${page.pageTitle}`}
                    onChange={() => setPending({ kind: page.isPublished ? 'unpublish' : 'publish', page })}
                  />
                  <span className={page.isPublished ? 'badge' : 'badge page-draft'}>{page.isPublished ? 'Published' : 'Draft'}</span>
                </label>
                <span className="page-card-buttons">
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Copy link to ${page.pageTitle}`}
                    title="Copy link"
                    onClick={() => void copyText(new URL(routes.view(page.id), window.location.origin).href, 'Page link copied to clipboard!')}
                  >
                    <Copy size={17} aria-hidden="true" />
                  </button>
                  <Link className="icon-btn" to={routes.edit(page.id)} aria-label={`Edit ${page.pageTitle}`} title="Edit">
                    <Pencil size={17} aria-hidden="true" />
                  </Link>
                  <button
                    type="button"
                    className="icon-btn page-card-delete"
                    aria-label={`Delete ${page.pageTitle}`}
                    title="Delete"
                    onClick={() => setPending({ kind: 'delete', page })}
                  >
                    <Trash2 size={17} aria-hidden="true" />
                  </button>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}

      {pending && <PendingDialog pending={pending} onConfirm={() => confirm(pending)} onClose={() => setPending(null)} />}
    </div>
  )
}

const QUESTIONS = {
  delete: { title: 'Delete page', label: 'Delete', text: (t: string) => `Delete “${t}”? Link cards pointing to it will lead home. This cannot be undone.` },
  publish: { title: 'Publish page', label: 'Publish', text: (t: string) => `Publish “${t}”? It can then be opened at its link and from link cards.` },
  unpublish: { title: 'Unpublish page', label: 'Unpublish', text: (t: string) => `Unpublish “${t}”? It becomes a draft that only the editor opens.` },
}

function PendingDialog({ pending, onConfirm, onClose }: { pending: Pending; onConfirm(): Promise<void>; onClose(): void }) {
  const q = QUESTIONS[pending.kind]
  return (
    <ConfirmDialog title={q.title} confirmLabel={q.label} tone={pending.kind === 'publish' ? 'primary' : 'danger'} onConfirm={onConfirm} onClose={onClose}>
      {q.text(pending.page.pageTitle)}
    </ConfirmDialog>
  )
}
