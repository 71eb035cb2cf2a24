import { useRef, useState, type DragEvent } from 'react'
import { ImagePlus, Trash2 } from 'lucide-react'
import { toastFailure } from '../../../lib/api-client'
import { iconsApi, imageIcon } from '../icons.api'
import { useImagePages } from '../use-image-pages'
import { useUploadQueue, type UploadStatus } from '../use-upload-queue'
import { IconGrid } from './icon-grid'
import '../icons.css'

const STATUS: Record<UploadStatus, string> = { pending: 'Waiting', uploading: 'Uploading...', completed: 'Success', failed: 'Failed' }

/** My Icons: drag-and-drop or pick many images, watch them upload one by one, delete, Load More. */
export function ImageLibrary() {
  const pages = useImagePages()
  const queue = useUploadQueue(() => void pages.reload())
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)

  const drop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!queue.busy) void queue.start([...event.dataTransfer.files])
  }

  async function remove(id: number) {
    try {
      await iconsApi.deleteImage(id)
      pages.drop(id)
    } catch (error) {
      toastFailure(error, 'Image cannot be deleted.')
    }
  }

  return (
    <div className="library">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for dragged files; the Choose button inside is the keyboard path */}
      <div
        className="dropzone panel"
        data-dragging={dragging || undefined}
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <ImagePlus size={28} aria-hidden="true" />
        <p>Drop images here, or</p>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
          hidden
          aria-label="Choose images to upload"
          onChange={(e) => {
            void queue.start([...(e.target.files ?? [])])
            e.target.value = ''
          }}
        />
        <button type="button" className="btn btn-primary btn-sm" disabled={queue.busy} onClick={() => input.current?.click()}>
          Choose files
        </button>
        <p className="muted dropzone-hint">JPG, PNG, GIF, WebP or SVG, up to 2 MiB each.</p>
      </div>

      {queue.items.length > 0 && (
        <section className="upload-status panel" aria-label="Upload progress">
          <div className="upload-progress">
            <progress max={100} value={queue.percent} aria-label="Overall progress" />
            <span>{queue.percent}%</span>
          </div>
          <ul>
            {queue.items.map((item) => (
              <li key={item.key} data-status={item.status}>
                <span className="upload-name">{item.name}</span>
                <span className="upload-state">{STATUS[item.status]}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {pages.images.length ? (
        <IconGrid
          icons={pages.images.map(imageIcon)}
          label="My Icons"
          action={(icon) => (
            <button type="button" className="icon-btn icon-tile-delete" aria-label="Delete image" onClick={() => void remove(Number(icon.iconId))}>
              <Trash2 size={14} aria-hidden="true" />
            </button>
          )}
        />
      ) : (
        !pages.loading && <p className="muted icon-none">No images yet.</p>
      )}
      {pages.hasMore && pages.images.length > 0 && (
        <button type="button" className="btn btn-sm load-more" disabled={pages.loading} onClick={() => void pages.loadMore()}>
          Load More
        </button>
      )}
    </div>
  )
}
