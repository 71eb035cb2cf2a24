import { Copy, LoaderCircle, RotateCw, TriangleAlert } from 'lucide-react'
import { EditDeleteMenu } from '../../../components/edit-delete-menu'
import { notify } from '../../../lib/toast'
import type { TotpSummary } from '../totp.api'
import { ServiceIcon } from './service-icon'
import { useCodeStream } from './use-code-stream'

// Spec §9: the progress bar's length before the first event says otherwise.
const DEFAULT_PERIOD = 30

interface CardProps {
  item: TotpSummary
  onEdit(): void
  onDelete(): void
}

/** Groups the digits in halves (123 456, 1234 5678) so they are easy to read out. */
const grouped = (code: string) => `${code.slice(0, Math.ceil(code.length / 2))} ${code.slice(Math.ceil(code.length / 2))}`

/** One account's live code with its countdown; double-click anywhere on it copies the code. */
export function CodeCard({ item, onEdit, onDelete }: CardProps) {
  const { state, retry } = useCodeStream(item.id)
  const live = state.status === 'live' ? state : null

  async function copy() {
    if (!live) return
    try {
      await navigator.clipboard.writeText(live.code)
      notify.success('OTP copied to clipboard.')
    } catch (error) {
      notify.error(`Failed to copy: ${(error as Error).message}`)
    }
  }

  const period = live?.period ?? DEFAULT_PERIOD
  const fraction = live ? live.remainingSeconds / period : 1
  return (
    <article className="panel totp-card" aria-label={`${item.serviceName} code`} onDoubleClick={() => void copy()} data-testid="totp-card">
      <header className="totp-card-head">
        <ServiceIcon icon={item.serviceIcon} size={44} />
        <div className="totp-card-title">
          <h2>{item.serviceName}</h2>
          {item.accountName && <p>{item.accountName}</p>}
        </div>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: it only stops a double-click on the menu from reaching the card, where it means copy */}
        <div className="totp-menu" onDoubleClick={(e) => e.stopPropagation()}>
          <EditDeleteMenu label="Actions" onEdit={onEdit} onDelete={onDelete} />
        </div>
      </header>

      {state.status === 'connecting' && (
        <p className="totp-status" role="status">
          <LoaderCircle size={18} className="spin" aria-hidden="true" /> Generating OTP
        </p>
      )}
      {state.status === 'error' && (
        <div className="totp-status totp-status-error" role="alert">
          <TriangleAlert size={18} aria-hidden="true" />
          <span>{state.message}</span>
          <button type="button" className="btn btn-sm" onClick={retry}>
            <RotateCw size={15} aria-hidden="true" /> Retry
          </button>
        </div>
      )}
      {live && (
        <div className="totp-live" data-first-frame="omit">
          <p className="totp-code" data-testid="totp-code" data-code={live.code} aria-live="polite">
            {grouped(live.code)}
          </p>
          <button type="button" className="icon-btn" aria-label="Copy code" title="Copy code" onClick={() => void copy()}>
            <Copy size={18} aria-hidden="true" />
          </button>
        </div>
      )}
      <div className="totp-countdown">
        <div
          className="totp-bar"
          role="progressbar"
          aria-label="Time left for this code"
          aria-valuemin={0}
          aria-valuemax={period}
          aria-valuenow={live?.remainingSeconds ?? period}
          data-low={live && live.remainingSeconds <= Math.min(5, period / 3) ? true : undefined}
        >
          <span style={{ width: `${fraction * 100}%` }} />
        </div>
        <span className="totp-seconds" data-testid="totp-seconds">
          {live ? `${live.remainingSeconds}s` : ''}
        </span>
      </div>
      <p className="totp-hint">Double-click the card to copy the code.</p>
    </article>
  )
}
