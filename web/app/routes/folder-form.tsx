import { useEffect, useState } from 'react'
import type { Icon } from '../../../src/features/users/users.schema'
import { IconField } from '../../components/icon-field'
import { FormFrame, useFormParams, useFormTarget, useSave } from '../../features/listings/components/form-frame'
import { listingsApi } from '../../features/listings/listings.api'

/** Add or edit a folder: Folder Name, Folder Icon, Show in sidebar. */
export default function FolderFormPage() {
  const { listingId, parentId } = useFormParams()
  const { data, parents } = useFormTarget('category', listingId ? () => listingsApi.folder(listingId) : null, 'Failed to fetch folder details.')
  const { busy, error, setError, save } = useSave('Folder saved.', 'Failed to save folder.')
  const [name, setName] = useState('')
  const [icon, setIcon] = useState<Icon | null>(null)
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
    void save(() => listingsApi.saveFolder({ listingId: listingId ?? null, parentId, folderName: name.trim(), folderIcon: icon, showInSidebar: inSidebar }))
  }

  return (
    <FormFrame title={listingId ? 'Edit folder' : 'Add a new folder'} parents={parents} error={error} busy={busy} onSubmit={submit}>
      <label className="field">
        <span>Folder Name</span>
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} autoFocus />
      </label>
      <IconField label="Folder Icon" value={icon} onChange={setIcon} />
      <label className="check">
        <input type="checkbox" checked={inSidebar} onChange={(e) => setInSidebar(e.target.checked)} /> Show in sidebar
      </label>
    </FormFrame>
  )
}
