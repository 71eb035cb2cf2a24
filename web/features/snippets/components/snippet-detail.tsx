import { ArrowLeft, FileCode2, Plus, SquarePen, Trash2 } from 'lucide-react'
import { EmptyState } from '../../../components/empty-state'
import type { CodeItem, Snippet } from '../snippets.api'
import { CodeCard } from './code-card'
import { LanguageLabel } from './language-label'
import { SnippetWhen } from './snippet-when'

interface SnippetDetailProps {
  snippet: Snippet
  /** null while loading. */
  items: CodeItem[] | null
  onBack(): void
  onEdit(): void
  onDelete(): void
  onAddCode(): void
  onEditCode(item: CodeItem): void
  onDeleteCode(item: CodeItem): void
}

/** The right panel: the snippet's title, language and date, its actions and its code cards. */
export function SnippetDetail({ snippet, items, onBack, onEdit, onDelete, onAddCode, onEditCode, onDeleteCode }: SnippetDetailProps) {
  return (
    <section className="snippet-detail" aria-label={snippet.snippetTitle}>
      <header className="snippet-detail-head panel">
        <button type="button" className="icon-btn snippet-back" aria-label="Back to snippets" onClick={onBack}>
          <ArrowLeft size={18} aria-hidden="true" />
        </button>
        <div className="snippet-detail-title">
          <h2>{snippet.snippetTitle}</h2>
          <p>
            <LanguageLabel value={snippet.snippetLanguage} /> <SnippetWhen iso={snippet.createdAt} />
          </p>
        </div>
        <div className="snippet-detail-tools">
          <button type="button" className="btn btn-sm btn-primary" onClick={onAddCode}>
            <Plus size={16} aria-hidden="true" /> Add Code
          </button>
          <button type="button" className="icon-btn" aria-label="Edit snippet" title="Edit snippet" onClick={onEdit}>
            <SquarePen size={18} aria-hidden="true" />
          </button>
          <button type="button" className="icon-btn icon-btn-danger" aria-label="Delete snippet" title="Delete snippet" onClick={onDelete}>
            <Trash2 size={18} aria-hidden="true" />
          </button>
        </div>
      </header>
      {items === null ? (
        <span className="skeleton snippet-detail-loading" role="status" aria-label="Loading" />
      ) : items.length ? (
        items.map((item) => <CodeCard key={item.id} item={item} onEdit={() => onEditCode(item)} onDelete={() => onDeleteCode(item)} />)
      ) : (
        <EmptyState icon={FileCode2} title="No code snippets yet">
          <button type="button" className="btn btn-primary" onClick={onAddCode}>
            <Plus size={16} aria-hidden="true" /> Add Code
          </button>
        </EmptyState>
      )}
    </section>
  )
}
