import { useEffect, useState } from 'react'
import { LISTING_KINDS } from '../../../../src/definitions/listing-kinds'
import { useIconState } from '../../../components/default-icon'
import { listingsApi, type NamedListKind } from '../listings.api'
import { FormFrame, NameAndIcon, useFormParams, useFormTarget, useSave } from './form-frame'

/** Add or edit a folder, todo list or snippet list: {Kind} Name, {Kind} Icon, Show in sidebar. */
export function NamedListForm({ kind }: { kind: NamedListKind }) {
  const { type, label, icon: kindIcon, messages: words } = LISTING_KINDS[kind]
  const { listingId, parentId } = useFormParams()
  const { data, parents } = useFormTarget(type, listingId ? (signal) => listingsApi.named(kind, listingId, signal) : null, words.loadFailed)
  const { busy, error, setError, save } = useSave(words.saved, words.saveFailed)
  const [name, setName] = useState('')
  const [icon, setIcon] = useIconState(kindIcon.key, !listingId)
  const [inSidebar, setInSidebar] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: fills the form once per loaded listing; the icon setter is stable
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
      <NameAndIcon label={label} name={name} onName={setName} icon={icon} onIcon={setIcon} />
      <label className="check">
        <input type="checkbox" checked={inSidebar} onChange={(e) => setInSidebar(e.target.checked)} /> Show in sidebar
      </label>
    </FormFrame>
  )
}
