import { useEffect, useState } from 'react'
import type { DefaultIconKey } from '../../../../src/features/icons/icons.defaults'
import { IconField } from '../../../components/icon-picker'
import { useIconState } from '../../../components/default-icon'
import { listingsApi, type NamedListKind } from '../listings.api'
import { FormFrame, useFormParams, useFormTarget, useSave } from './form-frame'

interface Wording {
  type: 'category' | 'todo' | 'snippet'
  icon: DefaultIconKey
  label: string
  add: string
  edit: string
  saved: string
  loadFailed: string
  saveFailed: string
}

// The spec's titles and messages, word for word (todo ones end with a space).
const WORDING: Record<NamedListKind, Wording> = {
  folder: { type: 'category', icon: 'folder', label: 'Folder', add: 'Add a new folder', edit: 'Edit folder', saved: 'Folder saved.', loadFailed: 'Failed to fetch folder details.', saveFailed: 'Failed to save folder.' },
  todo: { type: 'todo', icon: 'todo', label: 'Todo', add: 'Add a new todo list', edit: 'Edit a todo list', saved: 'Todo saved.', loadFailed: 'Can not fetch todo details. ', saveFailed: 'Can not save todo. ' },
  snippet: { type: 'snippet', icon: 'snippet', label: 'Snippet', add: 'Add a new snippet list', edit: 'Edit a snippet list', saved: 'Snippet saved.', loadFailed: 'Can not fetch the snippet details.', saveFailed: 'Can not save the snippet.' },
}

/** Add or edit a folder, todo list or snippet list: {Kind} Name, {Kind} Icon, Show in sidebar. */
export function NamedListForm({ kind }: { kind: NamedListKind }) {
  const words = WORDING[kind]
  const { listingId, parentId } = useFormParams()
  const { data, parents } = useFormTarget(words.type, listingId ? () => listingsApi.named(kind, listingId) : null, words.loadFailed)
  const { busy, error, setError, save } = useSave(words.saved, words.saveFailed)
  const [name, setName] = useState('')
  const [icon, setIcon] = useIconState(words.icon, !listingId)
  const [inSidebar, setInSidebar] = useState(false)

  useEffect(() => {
    if (!data?.listing) return
    setName(data.listing.listingName)
    setIcon(data.listing.listingIcon)
    setInSidebar(data.listing.inSidebar)
  }, [data])

  function submit() {
    if (!name.trim()) return setError('Please fill all the fields')
    if (!icon) return setError('You must have to select an icon')
    void save(() => listingsApi.saveNamed(kind, { listingId: listingId ?? null, parentId, name: name.trim(), icon, showInSidebar: inSidebar }))
  }

  return (
    <FormFrame title={listingId ? words.edit : words.add} parents={parents} error={error} busy={busy} onSubmit={submit}>
      <label className="field">
        <span>{words.label} Name</span>
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} autoFocus />
      </label>
      <IconField label={`${words.label} Icon`} value={icon} onChange={setIcon} />
      <label className="check">
        <input type="checkbox" checked={inSidebar} onChange={(e) => setInSidebar(e.target.checked)} /> Show in sidebar
      </label>
    </FormFrame>
  )
}
