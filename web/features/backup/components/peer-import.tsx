import { FileInput, FolderOpen, Upload } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { viewPath } from '../../../../src/definitions/listing-kinds'
import { toastFailure } from '../../../lib/api-client'
import { backupApi, type PeerSummary } from '../backup.api'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** Issue 31 §2: any user brings their links from another dashboard or a browser; they land in a new folder beside their data. */
export function PeerImport() {
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [summary, setSummary] = useState<PeerSummary | null>(null)

  async function bring(event: FormEvent) {
    event.preventDefault()
    if (!file) return
    setBusy(true)
    setSummary(null)
    try {
      const answer = await backupApi.restore(file)
      if (typeof answer !== 'string') setSummary(answer)
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
        Homepage's services.yaml or bookmarks.yaml (or its config folder zipped), Dashy's conf.yml, a Homarr board, Heimdall's item export or your browser's
        exported bookmarks: they are added in a new folder, and nothing you have changes.
      </p>
      <label className="backup-file">
        <FileInput size={18} aria-hidden="true" />
        <span>{file ? file.name : 'Choose a file'}</span>
        <input
          type="file"
          accept=".yaml,.yml,.json,.html,.htm,.zip"
          aria-label="Dashboard or bookmarks file"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null)
            setSummary(null)
          }}
        />
      </label>
      <button type="submit" className="btn" disabled={!file || busy}>
        <Upload size={17} aria-hidden="true" /> {busy ? 'Importing…' : 'Add to my dashboard'}
      </button>
      {summary && (
        <section className="peer-summary" aria-label="Import summary" role="status">
          <p>
            Imported {plural(summary.imported.folders, 'folder', 'folders')}, {plural(summary.imported.links, 'link', 'links')} and{' '}
            {plural(summary.imported.liveApps, 'live app', 'live apps')}.
          </p>
          {summary.skipped.length > 0 && (
            <>
              <p>Left out ({summary.skipped.length}):</p>
              <ul className="peer-skipped">
                {summary.skipped.map((s, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a list shown once and never reordered, where two entries may be equal
                  <li key={i}>
                    <strong>{s.name}</strong>: {s.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
          <Link className="btn btn-primary" to={viewPath('category', summary.folderId)!} autoFocus>
            <FolderOpen size={17} aria-hidden="true" /> Open the new folder
          </Link>
        </section>
      )}
    </form>
  )
}
