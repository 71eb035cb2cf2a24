import { useState } from 'react'
import { notify } from '../../../lib/toast'
import { defaultFilename, languageOf } from '../languages'
import { snippetsApi, type CodeItem, type Snippet } from '../snippets.api'
import { LanguageField } from './language-field'
import { ModalForm, useModalSave } from './modal-form'

interface CodeFormProps {
  snippet: Snippet
  /** Editing this code item; absent: a new one, in the snippet's language. */
  item?: CodeItem
  onSaved(item: CodeItem): void
  onClose(): void
}

/** Add or edit a code snippet: language, file name (snippet.{ext} when left empty) and the code. */
export function CodeFormModal({ snippet, item, onSaved, onClose }: CodeFormProps) {
  const [language, setLanguage] = useState(item?.snippetLanguage ?? snippet.snippetLanguage)
  const [filename, setFilename] = useState(item?.snippetFilename ?? defaultFilename(languageOf(snippet.snippetLanguage)))
  const [code, setCode] = useState(item?.snippetCode ?? '')
  const { busy, error, setError, run } = useModalSave('Failed to save code snippet.')

  function pick(value: string) {
    setLanguage(value)
    // Picking a language pre-fills snippet.{ext} (spec); a name the user typed is kept.
    if (!filename.trim() || filename === defaultFilename(languageOf(language))) setFilename(defaultFilename(languageOf(value)))
  }

  function submit() {
    if (!code.trim()) return setError('Code snippet content is required')
    if (!language) return setError('Please select a language')
    void run(async () => {
      const saved = await snippetsApi.saveCode(snippet.id, { codeId: item?.id ?? null, snippetCode: code, snippetFilename: filename.trim(), language })
      notify.success(item ? 'Code snippet updated successfully' : 'Code snippet added successfully')
      onSaved(saved)
    })
  }

  return (
    <ModalForm title={item ? 'Edit code snippet' : 'Add code snippet'} submitLabel="Save" busy={busy} error={error} onSubmit={submit} onClose={onClose}>
      <LanguageField value={language} onChange={pick} />
      <label className="field">
        <span>File Name</span>
        <input
          value={filename}
          onChange={(e) => setFilename(e.target.value)}
          maxLength={255}
          placeholder={defaultFilename(languageOf(language)) || 'snippet.txt'}
        />
      </label>
      <label className="field">
        <span>Code</span>
        <textarea className="code-input" aria-label="Code" value={code} onChange={(e) => setCode(e.target.value)} rows={14} spellCheck={false} data-autofocus />
      </label>
    </ModalForm>
  )
}
