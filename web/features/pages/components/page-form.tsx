import { useId, useState, type FormEvent } from 'react'
import { FormActions } from '../../../components/form-actions'
import { toastFailure } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { pagesApi, type Page } from '../pages.api'
import { RichTextEditor } from './rich-text-editor'
import '../pages.css'

interface PageFormProps {
  /** The page being edited; absent when adding. */
  existing?: Page
  onDone(): void
}

/** Page Title, the rich-text Page Content, the Publish switch (on for a new page) and Save. */
export function PageForm({ existing, onDone }: PageFormProps) {
  const [title, setTitle] = useState(existing?.pageTitle ?? '')
  const [content, setContent] = useState(existing?.pageContent ?? '')
  const [publish, setPublish] = useState(existing?.isPublished ?? true)
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const contentLabel = useId()

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!title.trim()) return setError('Page title must not be empty.')
    setError('')
    setSaving(true)
    try {
      await pagesApi.save({ pageId: existing?.id ?? null, pageTitle: title.trim(), pageContent: content, publish })
      notify.success('Page saved.')
      onDone()
    } catch (err) {
      toastFailure(err, 'Can not save the page.')
      setSaving(false)
    }
  }

  return (
    <form className="panel page-form" onSubmit={(e) => void submit(e)} noValidate>
      <label className="field">
        <span>Page Title</span>
        <input
          value={title}
          maxLength={200}
          autoFocus={!existing}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setTitle(e.target.value)
            setError('')
          }}
        />
      </label>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}

      <div className="field">
        <span id={contentLabel}>Page Content</span>
        <RichTextEditor initialHtml={existing?.pageContent ?? ''} onChange={setContent} labelId={contentLabel} />
      </div>

      <label className="page-form-publish">
        <input type="checkbox" role="switch" className="switch" checked={publish} aria-checked={publish} onChange={(e) => setPublish(e.target.checked)} />
        <span>
          <strong>Publish</strong>
          <small className="field-hint">{publish ? 'Opens at its link (/p/…) and from link cards.' : 'A draft: only the editor opens it.'}</small>
        </span>
      </label>

      <FormActions className="page-form-actions" onBack={onDone} busy={saving} />
    </form>
  )
}
