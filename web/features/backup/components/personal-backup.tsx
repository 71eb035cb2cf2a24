import { Download, FileArchive, Upload } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { toastFailure } from '../../../lib/api-client'
import { saveFile } from '../../../lib/save-file'
import { notify } from '../../../lib/toast'
import { useDashboard } from '../../../stores/dashboard.store'
import { backupApi } from '../backup.api'

const MIN = 8

/** Issue 31 §3: any user carries their own data to another Foyer, its secrets under a passphrase only they know. */
export function PersonalBackup() {
  const [passphrase, setPassphrase] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [importPassphrase, setImportPassphrase] = useState('')
  const [busy, setBusy] = useState<'export' | 'import' | null>(null)

  async function download(event: FormEvent) {
    event.preventDefault()
    if (passphrase.length < MIN) return void notify.warning(`The passphrase must be at least ${MIN} characters.`)
    setBusy('export')
    try {
      saveFile(await backupApi.exportMine(passphrase), `foyer-my-data-${new Date().toISOString().slice(0, 10)}.zip`)
      setPassphrase('')
    } catch (error) {
      toastFailure(error, 'Your data could not be exported.')
    } finally {
      setBusy(null)
    }
  }

  async function restore(event: FormEvent) {
    event.preventDefault()
    if (!file) return
    setBusy('import')
    try {
      const answer = await backupApi.restore(file, importPassphrase)
      notify.success(typeof answer === 'string' ? answer : 'Imported.')
      setFile(null)
      setImportPassphrase('')
      // The sidebar, the home and the theme show the imported data at once.
      await useDashboard.getState().refresh()
    } catch (error) {
      toastFailure(error, 'Failed to import backup data.')
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="panel backup-section" aria-labelledby="personal-backup">
      <h2 id="personal-backup" className="section-title">
        Your data
      </h2>
      <p className="muted">
        Your folders, links, lists, pages, authenticators, devices, credentials, settings and uploaded icons in one ZIP, to carry to another Foyer. Every secret
        in it is encrypted with your passphrase: without it nobody can read them, and neither can you.
      </p>
      <form className="backup-row" onSubmit={(e) => void download(e)}>
        <label className="field">
          <span>Passphrase (at least {MIN} characters)</span>
          <input type="password" name="exportPassphrase" autoComplete="new-password" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} />
        </label>
        <button type="submit" className="btn" disabled={busy !== null}>
          <Download size={17} aria-hidden="true" /> {busy === 'export' ? 'Exporting…' : 'Download my data'}
        </button>
      </form>
      <form className="backup-row" onSubmit={(e) => void restore(e)}>
        <label className="backup-file">
          <FileArchive size={18} aria-hidden="true" />
          <span>{file ? file.name : 'Choose your backup'}</span>
          <input type="file" accept=".zip" aria-label="Your backup ZIP" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <label className="field">
          <span>Its passphrase</span>
          <input
            type="password"
            name="importPassphrase"
            autoComplete="current-password"
            value={importPassphrase}
            onChange={(e) => setImportPassphrase(e.target.value)}
          />
        </label>
        <button type="submit" className="btn" disabled={!file || busy !== null}>
          <Upload size={17} aria-hidden="true" /> {busy === 'import' ? 'Importing…' : 'Replace my data'}
        </button>
      </form>
      <p className="muted">
        <strong className="backup-effect">Replaces your data.</strong> Importing your backup replaces your folders, links, lists, pages and the rest with the
        backup's; other users' data stays as it is.
      </p>
    </section>
  )
}
