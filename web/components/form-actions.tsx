import { ArrowLeft, Save } from 'lucide-react'
import './form-actions.css'

/** The Go Back / Save row that ends every form; Save submits the surrounding form. */
export function FormActions({ onBack, busy, className = '' }: { onBack(): void; busy: boolean; className?: string }) {
  return (
    <div className={`form-actions ${className}`}>
      <button type="button" className="btn" onClick={onBack}>
        <ArrowLeft size={17} aria-hidden="true" /> Go Back
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        <Save size={17} aria-hidden="true" /> Save
      </button>
    </div>
  )
}

/** The single Save button under a settings form. */
export function SaveBar({ busy }: { busy: boolean }) {
  return (
    <div className="settings-actions">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Save
      </button>
    </div>
  )
}
