import { Plus, Search } from 'lucide-react'
import { LANGUAGES } from '../languages'
import type { Snippet } from '../snippets.api'
import { LanguageLabel } from './language-label'
import { SnippetWhen } from './snippet-when'

interface SnippetListProps {
  snippets: Snippet[]
  selectedId: number | null
  loading: boolean
  search: string
  /** The term the rows answer to (empty: no search). */
  term: string
  /** The languageValue filter ('' for all). */
  language: string
  hasMore: boolean
  onSearch(value: string): void
  onLanguage(value: string): void
  onSelect(snippet: Snippet): void
  onNew(): void
  onLoadMore(): void
}

/** The left panel: New, the search box, the language filter, the snippets newest first and Load More. */
export function SnippetList(props: SnippetListProps) {
  const { snippets, selectedId, loading, search, term, language, hasMore, onSearch, onLanguage, onSelect, onNew, onLoadMore } = props
  return (
    <section className="snippet-list panel" aria-label="Snippets">
      <div className="snippet-list-head">
        <h2>Snippets</h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={onNew}>
          <Plus size={16} aria-hidden="true" /> New
        </button>
      </div>
      <label className="snippet-search">
        <Search size={16} aria-hidden="true" />
        <input type="search" placeholder="Search file names and code" aria-label="Search snippets" value={search} onChange={(e) => onSearch(e.target.value)} />
      </label>
      <div className="field">
        <select aria-label="Filter by language" value={language} onChange={(e) => onLanguage(e.target.value)}>
          <option value="">All languages</option>
          {LANGUAGES.map((l) => (
            <option key={l.languageValue} value={l.languageValue}>
              {l.languageName}
            </option>
          ))}
        </select>
      </div>
      {snippets.length > 0 ? (
        <ul className="snippet-rows">
          {snippets.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className="snippet-row"
                aria-current={s.id === selectedId || undefined}
                onClick={() => onSelect(s)}
                data-testid="snippet-row"
              >
                <span className="snippet-row-title">{s.snippetTitle}</span>
                <LanguageLabel value={s.snippetLanguage} />
                <SnippetWhen iso={s.createdAt} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        !loading && (
          <p className="snippet-list-empty">
            {term ? `No snippets match "${term}".` : language ? 'No snippets in this language.' : 'No snippets yet. Create one with New.'}
          </p>
        )
      )}
      {loading && <span className="skeleton snippet-list-loading" role="status" aria-label="Loading" />}
      {hasMore && !loading && (
        <button type="button" className="btn btn-block" onClick={onLoadMore}>
          Load More
        </button>
      )}
    </section>
  )
}
