import { useEffect, useRef, useState } from 'react'
import { notify } from '../../lib/toast'
import { iconsApi } from './icons.api'

export type UploadStatus = 'pending' | 'uploading' | 'completed' | 'failed'
export interface UploadItem {
  key: string
  name: string
  status: UploadStatus
}

/** Status lines stay this long after the last upload (spec: 3000 ms). */
const CLEAR_AFTER_MS = 3000

/** Keeps only images, as the spec's warnings say, then uploads one file after another. */
export function useUploadQueue(onDone: () => void) {
  const [items, setItems] = useState<UploadItem[]>([])
  const [busy, setBusy] = useState(false)
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(clearTimer.current), [])

  async function start(files: File[]) {
    const images = files.filter((f) => f.type.startsWith('image/'))
    if (!images.length) return void notify.warning('Please select valid image files.')
    if (images.length < files.length) notify.warning('Some files were skipped because they are not valid images.')
    clearTimeout(clearTimer.current)
    const queue = images.map((file, i): UploadItem => ({ key: `${Date.now()}-${i}`, name: file.name, status: 'pending' }))
    const set = (key: string, status: UploadStatus) => setItems((list) => list.map((item) => (item.key === key ? { ...item, status } : item)))
    setItems(queue)
    setBusy(true)
    let done = 0
    for (const [i, file] of images.entries()) {
      const key = queue[i]!.key
      set(key, 'uploading')
      try {
        await iconsApi.upload(file)
        set(key, 'completed')
        done++
      } catch {
        set(key, 'failed')
      }
    }
    const failed = images.length - done
    if (!done) notify.error('Failed to upload any images.')
    else if (failed) notify.warning(`Uploaded ${done} images successfully. ${failed} uploads failed.`)
    else notify.success(`Successfully uploaded ${done} images!`)
    setBusy(false)
    onDone()
    clearTimer.current = setTimeout(() => setItems([]), CLEAR_AFTER_MS)
  }

  const finished = items.filter((i) => i.status === 'completed' || i.status === 'failed').length
  const percent = items.length ? Math.round((finished / items.length) * 100) : 0
  return { items, busy, percent, start }
}
