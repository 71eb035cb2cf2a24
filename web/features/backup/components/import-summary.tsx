import { X } from 'lucide-react'
import type { PeerSummary } from '../backup.api'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What a peer import brought in and what it left out, with each reason: shown on the new folder until dismissed. */
export function ImportSummary({ summary, onDismiss }: { summary: PeerSummary; onDismiss: () => void }) {
  return (
    <section className="panel peer-summary" aria-label="Import summary" role="status">
      <div className="peer-summary-head">
        <p>
          Imported {plural(summary.imported.folders, 'folder', 'folders')}, {plural(summary.imported.links, 'link', 'links')} and{' '}
          {plural(summary.imported.liveApps, 'live app', 'live apps')}.
        </p>
        <button type="button" className="icon-btn" aria-label="Dismiss the import summary" onClick={onDismiss}>
          <X size={17} aria-hidden="true" />
        </button>
      </div>
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
    </section>
  )
}
