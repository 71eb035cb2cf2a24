import { useState } from 'react'
import { notify } from '../../../lib/toast'
import { snippetsApi, type Snippet } from '../snippets.api'
import { LanguageField } from './language-field'
import { ModalForm, useModalSave } from './modal-form'

interface SnippetFormProps {
  listingId: string
  /** Editing this snippet's title and language; absent: a new snippet with its first code. */
  snippet?: Snippet
  onSaved(snippet: Snippet): void
  onClose(): void
}

/** Create a snippet (title, language, the first code) or edit its title and language. */
export function SnippetFormModal({ listingId, snippet, onSaved, onClose }: SnippetFormProps) {
  const [title, setTitle] = useState(snippet?.snippetTitle ?? '')
  const [language, setLanguage] = useState(snippet?.snippetLanguage ?? '')
  const [code, setCode] = useState('')
  const { busy, error, setError, run } = useModalSave('Failed to save snippet.')

  function submit() {
    if (!title.trim()) return setError('Snippet title is required')
    if (!language) return setError('Please select a language')
    if (!snippet && !code.trim()) return setError('Code snippet is required')
    void run(async () => {
      const saved = await snippetsApi.save({
        listingId,
        snippetId: snippet?.id ?? null,
        snippetTitle: title.trim(),
        language,
        snippetCode: snippet ? null : code,
      })
      notify.success(snippet ? 'Snippet updated successfully' : 'Snippet created successfully')
      onSaved(saved)
    })
  }

  return (
    <ModalForm
      title={snippet ? 'Edit snippet' : 'New snippet'}
      submitLabel={snippet ? 'Save' : 'Create'}
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <label className="field">
        <span>Snippet Title</span>
        <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} data-autofocus />
      </label>
      <LanguageField value={language} onChange={setLanguage} />
      {!snippet && (
        <label className="field">
          <span>Code Snippet</span>
          <textarea className="code-input" aria-label="Code Snippet" value={code} onChange={(e) => setCode(e.target.value)} rows={10} spellCheck={false} />
        </label>
      )}
    </ModalForm>
  )
}
