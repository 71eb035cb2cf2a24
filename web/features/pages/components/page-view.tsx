import type { Page } from '../pages.api'
import '../pages.css'

/** Title and content of a page. The HTML comes sanitized from the server (on save and again on this read), so it is set as is. */
export function PageView({ page }: { page: Page | null }) {
  if (!page)
    return (
      <article className="panel page-view" aria-busy="true" aria-label="Loading">
        <span className="skeleton" style={{ height: 36, width: '60%' }} />
        <span className="skeleton" style={{ height: 180 }} />
      </article>
    )
  return (
    <article className="panel page-view" data-testid="page-view">
      <header className="page-view-head">
        <h1 className="page-view-title">{page.pageTitle}</h1>
      </header>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes page HTML when saved and again when read */}
      <div className="page-prose" data-testid="page-content" dangerouslySetInnerHTML={{ __html: page.pageContent }} />
    </article>
  )
}
