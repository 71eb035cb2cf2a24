import { FileArchive } from 'lucide-react'
import { useRef, useState } from 'react'
import { toastFailure } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { isZipFile } from '../../../lib/zip-file'
import { liveAppsApi } from '../live-apps.api'

const MAX_BYTES = 10 * 1024 * 1024

/** 'Add from ZIP': picks an app archive, checks it as the spec says, and installs it. */
export function ZipUpload({ onInstalled }: { onInstalled(): void }) {
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)

  async function install(file: File) {
    if (!isZipFile(file)) return void notify.error('Please select a valid ZIP file.')
    if (file.size > MAX_BYTES) return void notify.error('File size too large. Maximum size is 10MB.')
    setBusy(true)
    try {
      notify.success(await liveAppsApi.fromZip(file))
      onInstalled()
    } catch (error) {
      toastFailure(error, 'Failed to upload file.')
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <>
      <button type="button" className="btn" disabled={busy} onClick={() => input.current?.click()}>
        <FileArchive size={17} aria-hidden="true" /> Add from ZIP
      </button>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        hidden
        aria-label="Live app ZIP file"
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) void install(file)
        }}
      />
    </>
  )
}
