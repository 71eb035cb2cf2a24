import { Download, FileArchive, TriangleAlert, Upload } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { viewPath } from '../../../../src/definitions/listing-kinds'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { saveFile } from '../../../lib/save-file'
import { notify } from '../../../lib/toast'
import { isZipFile } from '../../../lib/zip-file'
import { backupApi } from '../backup.api'
import '../backup.css'

const NOT_A_ZIP = 'Please select a valid ZIP backup file'
// Spec 3 §4: after a successful import the user is signed out 2 seconds later (the server has ended every session).
const SIGN_OUT_AFTER_MS = 2000

/** Spec 3 §2.11: the warning, a ZIP picked and uploaded; for administrators also the download that makes one. */
export function BackupImport({ admin }: { admin: boolean }) {
  const navigate = useNavigate()
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState<'download' | 'import' | null>(null)

  async function download() {
    setBusy('download')
    try {
      saveFile(await backupApi.download(), `foyer-backup-${new Date().toISOString().slice(0, 10)}.zip`)
    } catch (error) {
      toastUnlessHandled(error, 'The backup could not be made.')
    } finally {
      setBusy(null)
    }
  }

  async function restore(event: FormEvent) {
    event.preventDefault()
    if (!file) return
    setBusy('import')
    try {
      const answer = await backupApi.restore(file)
      // A Homepage ZIP picked here adds a folder like any peer import: only a whole-instance import signs everyone out.
      if (typeof answer !== 'string') {
        navigate(viewPath('category', answer.folderId)!)
        return
      }
      notify.success(answer)
      setTimeout(() => navigate('/logout', { replace: true }), SIGN_OUT_AFTER_MS)
    } catch (error) {
      toastFailure(error, 'Failed to import backup data.')
      setBusy(null)
    }
  }

  return (
    <div className="backup">
      <p className="panel backup-warning" role="alert">
        <TriangleAlert size={20} aria-hidden="true" />
        <span>
          Importing a backup permanently deletes all current data, except the default icon pack, and replaces it with the backup's: every user, their
          dashboards, authenticators, credentials, devices, uploads and installed apps. Everyone is signed out.
        </span>
      </p>
      {admin ? (
        <>
          <section className="panel backup-section" aria-labelledby="backup-make">
            <h2 id="backup-make" className="section-title">
              Make a backup
            </h2>
            <p className="muted">One ZIP with everything on this server, including the key to its stored secrets: keep it as safe as the server itself.</p>
            <button type="button" className="btn" disabled={busy !== null} onClick={() => void download()}>
              <Download size={17} aria-hidden="true" /> Download backup
            </button>
          </section>
          <form className="panel backup-section" aria-labelledby="backup-restore" onSubmit={(e) => void restore(e)}>
            <h2 id="backup-restore" className="section-title">
              Import a backup
            </h2>
            <p className="muted">
              <strong className="backup-effect">Replaces the whole instance.</strong> A backup made by Foyer, or the backup ZIP of Astroluma (its users keep
              their passwords): every user's data is replaced and everyone is signed out.
            </p>
            <label className="backup-file">
              <FileArchive size={18} aria-hidden="true" />
              <span>{file ? file.name : 'Choose a ZIP backup file'}</span>
              <input
                type="file"
                accept=".zip,application/zip"
                aria-label="Backup ZIP file"
                onChange={(e) => {
                  const picked = e.target.files?.[0] ?? null
                  if (picked && !isZipFile(picked)) notify.error(NOT_A_ZIP)
                  setFile(picked && isZipFile(picked) ? picked : null)
                }}
              />
            </label>
            <button type="submit" className="btn btn-danger" disabled={!file || busy !== null}>
              <Upload size={17} aria-hidden="true" /> {busy === 'import' ? 'Importing…' : 'Import'}
            </button>
          </form>
        </>
      ) : (
        <p className="panel backup-section" role="note">
          Only an administrator can make or import a backup: it holds every user's data.
        </p>
      )}
    </div>
  )
}
