import { useId, useState } from 'react'
import { Modal } from '../../../components/modal'
import { notify } from '../../../lib/toast'
import { snippetsApi, type Snippet } from '../snippets.api'
import { LanguageField } from './language-field'
import { saveError } from './save-error'

interface SnippetFormProps {
  listingId: string
  /** Editing this snippet's title and language; absent: a new snippet with its first code. */
  snippet?: Snippet
  onSaved(snippet: Snippet): void
  onClose(): void
}

/** Create a snippet (title, language, the first code) or edit its title and language. */
export function SnippetFormModal({ listingId, snippet, onSaved, onClose }: SnippetFormProps) {
  const formId = useId()
  const [title, setTitle] = useState(snippet?.snippetTitle ?? '')
  const [language, setLanguage] = useState(snippet?.snippetLanguage ?? '')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit() {
    if (!title.trim()) return setError('Snippet title is required')
    if (!language) return setError('Please select a language')
    if (!snippet && !code.trim()) return setError('Code snippet is required')
    setBusy(true)
    setError(null)
    try {
      const saved = await snippetsApi.save({ listingId, snippetId: snippet?.id ?? null, snippetTitle: title.trim(), language, snippetCode: snippet ? null : code })
      notify.success(snippet ? 'Snippet updated successfully' : 'Snippet created successfully')
      onSaved(saved)
    } catch (e) {
      saveError(e, 'Failed to save snippet.', setError)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      title={snippet ? 'Edit snippet' : 'New snippet'}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
            {snippet ? 'Save' : 'Create'}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="snippet-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <label className="field">
          <span>Snippet Title</span>
          <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} autoFocus />
        </label>
        <LanguageField value={language} onChange={setLanguage} />
        {!snippet && (
          <label className="field">
            <span>Code Snippet</span>
            <textarea className="code-input" value={code} onChange={(e) => setCode(e.target.value)} rows={10} spellCheck={false} />
          </label>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  )
}
