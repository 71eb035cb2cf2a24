import { FileInput, Upload } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { toastFailure } from '../../../lib/api-client'
import { backupApi, type PeerSummary } from '../backup.api'

/**
 * Issue 31 §2: any user brings their links from another dashboard or a browser; they land in a new folder beside their
 * data, which the screen then opens with the summary (`onImported`).
 */
export function PeerImport({ onImported }: { onImported: (summary: PeerSummary) => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)

  async function bring(event: FormEvent) {
    event.preventDefault()
    if (!file) return
    setBusy(true)
    try {
      const answer = await backupApi.restore(file)
      if (typeof answer !== 'string') onImported(answer)
    } catch (error) {
      toastFailure(error, 'The file could not be imported.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="panel backup-section" aria-labelledby="peer-import" onSubmit={(e) => void bring(e)}>
      <h2 id="peer-import" className="section-title">
        Bring your links
      </h2>
      <p className="muted">
        <strong className="backup-effect">Adds beside your data.</strong> Homepage's services.yaml or bookmarks.yaml (or its config folder zipped), Dashy's
        conf.yml, a Homarr board or Homarr 1.x backup, Heimdall's item export or your browser's exported bookmarks come in as one new folder, which then opens;
        nothing you have changes.
      </p>
      <label className="backup-file">
        <FileInput size={18} aria-hidden="true" />
        <span>{file ? file.name : 'Choose a file'}</span>
        <input
          type="file"
          accept=".yaml,.yml,.json,.html,.htm,.zip"
          aria-label="Dashboard or bookmarks file"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      <button type="submit" className="btn" disabled={!file || busy}>
        <Upload size={17} aria-hidden="true" /> {busy ? 'Importing…' : 'Add to my dashboard'}
      </button>
    </form>
  )
}
