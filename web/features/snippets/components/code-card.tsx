import { useEffect, useId, useState } from 'react'
import { Copy, Download, ListOrdered, Maximize2, Minimize2, SquarePen, Trash2 } from 'lucide-react'
import { copyText } from '../../../lib/clipboard'
import { useApi } from '../../../lib/use-api'
import { highlight } from '../highlight'
import { isCode, languageOf } from '../languages'
import type { CodeItem } from '../snippets.api'
import { LanguageLabel } from './language-label'
import { saveFile } from '../../../lib/save-file'

interface CodeCardProps {
  item: CodeItem
  onEdit(): void
  onDelete(): void
}

/** One code item: file name, language, highlighted code with line numbers, fullscreen, copy, download, edit, delete. */
export function CodeCard({ item, onEdit, onDelete }: CodeCardProps) {
  const titleId = useId()
  const [lineNumbers, setLineNumbers] = useState(true)
  const [fullscreen, setFullscreen] = useState(false)
  const grammar = languageOf(item.snippetLanguage)?.highlight ?? null
  // highlight.js HTML once the grammar chunk is in; without it (plain text, loading, offline) the code shows uncoloured.
  const { data: html } = useApi(() => highlight(item.snippetCode, grammar), [item.snippetCode, grammar])
  const code = isCode(item.snippetLanguage)
  // A final newline ends the last line; it does not start another.
  const lines = item.snippetCode.replace(/\n$/, '').split('\n').length

  useEffect(() => {
    if (!fullscreen) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setFullscreen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [fullscreen])

  return (
    <article className="code-card panel" aria-labelledby={titleId} data-fullscreen={fullscreen || undefined} data-testid="code-card">
      <header className="code-card-head">
        <div className="code-card-title">
          <h3 id={titleId} className="snippet-filename">
            {item.snippetFilename}
          </h3>
          <LanguageLabel value={item.snippetLanguage} />
        </div>
        <div className="code-card-tools">
          <button
            type="button"
            className="icon-btn"
            aria-label="Line numbers"
            title="Line numbers"
            aria-pressed={lineNumbers}
            onClick={() => setLineNumbers((v) => !v)}
          >
            <ListOrdered size={17} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label="Fullscreen"
            title={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
            aria-pressed={fullscreen}
            onClick={() => setFullscreen((v) => !v)}
          >
            {fullscreen ? <Minimize2 size={17} aria-hidden="true" /> : <Maximize2 size={17} aria-hidden="true" />}
          </button>
          {code && (
            <>
              <button type="button" className="icon-btn" aria-label="Copy" title="Copy" onClick={() => void copyText(item.snippetCode, 'Copied to clipboard.')}>
                <Copy size={17} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-btn"
                aria-label="Download"
                title="Download"
                onClick={() => saveFile(new Blob([item.snippetCode], { type: item.mimeType }), item.snippetFilename)}
              >
                <Download size={17} aria-hidden="true" />
              </button>
            </>
          )}
          <button type="button" className="icon-btn" aria-label="Edit code snippet" title="Edit" onClick={onEdit}>
            <SquarePen size={17} aria-hidden="true" />
          </button>
          <button type="button" className="icon-btn icon-btn-danger" aria-label="Delete code snippet" title="Delete" onClick={onDelete}>
            <Trash2 size={17} aria-hidden="true" />
          </button>
        </div>
      </header>
      <div className="code-body">
        {lineNumbers && (
          <pre className="code-gutter" aria-hidden="true">
            {Array.from({ length: lines }, (_, i) => i + 1).join('\n')}
          </pre>
        )}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useAriaPropsSupportedByRole: focusable so the keyboard can scroll long code; the label names it on focus */}
        <pre className="code-text" tabIndex={0} aria-label={`Code of ${item.snippetFilename}`}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js output, which escapes the code it marks up */}
          {html ? <code className="hljs" dangerouslySetInnerHTML={{ __html: html }} /> : <code>{item.snippetCode}</code>}
        </pre>
      </div>
    </article>
  )
}
