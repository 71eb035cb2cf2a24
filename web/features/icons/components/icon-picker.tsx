import { useId, useRef, useState } from 'react'
import { Upload } from 'lucide-react'
import type { Icon } from '../../../../src/core/input'
import { Modal } from '../../../components/modal'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { iconsApi, imageIcon, OWN_PACK } from '../icons.api'
import { useImagePages } from '../use-image-pages'
import { IconGrid } from './icon-grid'
import { PackBrowser } from './pack-browser'
import '../icons.css'

export interface IconPickerProps {
  title?: string
  onSelect(icon: Icon): void
  onClose(): void
}

/** The 'Select Icon' modal: one tab per provider, the own uploads first. */
export function IconPicker({ title = 'Select Icon', onSelect, onClose }: IconPickerProps) {
  const { data: packs } = useApi((signal) => iconsApi.packs(signal), [], {
    onError: (error) => toastUnlessHandled(error, 'Failed to fetch installed icon packs list.'),
  })
  const [tab, setTab] = useState(OWN_PACK)
  const id = useId()

  const current = packs?.find((p) => p.id === tab)
  return (
    <Modal title={title} onClose={onClose} size="lg">
      <div className="picker">
        <div className="picker-tabs" role="tablist" aria-label="Icon providers">
          {(packs ?? []).map((pack) => (
            <button
              key={pack.id}
              type="button"
              role="tab"
              id={`${id}-${pack.id}`}
              aria-selected={pack.id === tab}
              className="picker-tab"
              onClick={() => setTab(pack.id)}
            >
              {pack.iconName}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-labelledby={`${id}-${tab}`} className="picker-panel">
          {!packs ? (
            <span className="skeleton" style={{ height: 220 }} />
          ) : tab === OWN_PACK ? (
            <OwnUploads onPick={onSelect} />
          ) : (
            current && <PackBrowser key={current.id} packId={current.id} label={current.iconName} onPick={onSelect} />
          )}
        </div>
      </div>
    </Modal>
  )
}

function OwnUploads({ onPick }: { onPick(icon: Icon): void }) {
  const pages = useImagePages()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)

  async function upload(file: File | undefined) {
    if (!file) return
    if (!file.type.startsWith('image/')) return void notify.warning('Invalid file selected.')
    setUploading(true)
    try {
      await iconsApi.upload(file)
      notify.success('File uploaded.')
      await pages.reload()
    } catch (error) {
      toastFailure(error, 'Cannot upload file.')
    } finally {
      setUploading(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className="pack-browser">
      <div className="picker-upload">
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
          hidden
          aria-label="Upload an image"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        <button type="button" className="btn btn-sm" disabled={uploading} onClick={() => input.current?.click()}>
          <Upload size={15} aria-hidden="true" /> {uploading ? 'Uploading...' : 'Upload'}
        </button>
      </div>
      {pages.images.length ? (
        <IconGrid icons={pages.images.map(imageIcon)} onPick={onPick} label="My Icons" />
      ) : (
        !pages.loading && <p className="muted icon-none">No uploads yet. Upload an image to use it as an icon.</p>
      )}
      {pages.hasMore && pages.images.length > 0 && (
        <button type="button" className="btn btn-sm load-more" disabled={pages.loading} onClick={() => void pages.loadMore()}>
          Load More
        </button>
      )}
    </div>
  )
}
