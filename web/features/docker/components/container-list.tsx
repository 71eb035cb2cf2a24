import { Box, Play, RotateCw, Square, TriangleAlert } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { EmptyState } from '../../../components/empty-state'
import { toastFailure } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { type Action, type Container, dockerApi } from '../docker.api'
import { cpu, memory, published } from '../docker-words'
import '../docker.css'

/** The server keeps lists and stats this long; asking more often would only get the same answer. */
const REFRESH_MS = 10_000

const ACTION_WORDS: Record<Action, { label: string; icon: typeof Play; tone: 'danger' | 'primary' }> = {
  start: { label: 'Start', icon: Play, tone: 'primary' },
  stop: { label: 'Stop', icon: Square, tone: 'danger' },
  restart: { label: 'Restart', icon: RotateCw, tone: 'danger' },
}

/** Which actions make sense for a state: a running container is stopped or restarted, a stopped one started. */
const actionsFor = (c: Container): Action[] => (c.state === 'running' || c.state === 'paused' || c.state === 'restarting' ? ['stop', 'restart'] : ['start'])

/** Every container of every endpoint, filtered by name, stack and state; super admins act on them after confirming. */
export function ContainerList({ canAct }: { canAct: boolean }) {
  const { data, loading, reload } = useApi((signal) => dockerApi.containers(signal), [])
  // Which endpoints did not answer: their containers are missing from the list, the others' still show.
  const status = useApi((signal) => dockerApi.endpointStatus(signal), [])
  const reloadStatus = status.reload
  const [name, setName] = useState('')
  const [stack, setStack] = useState('')
  const [state, setState] = useState('')
  const [asking, setAsking] = useState<{ container: Container; action: Action } | null>(null)

  useEffect(() => {
    const timer = window.setInterval(() => {
      void reload()
      void reloadStatus()
    }, REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [reload, reloadStatus])

  const stacks = useMemo(() => [...new Set((data ?? []).map((c) => c.stack).filter((s) => s !== null))].sort(), [data])
  const states = useMemo(() => [...new Set((data ?? []).map((c) => c.state))].sort(), [data])
  const shown = (data ?? []).filter(
    (c) => c.name.toLowerCase().includes(name.trim().toLowerCase()) && (!stack || c.stack === stack) && (!state || c.state === state),
  )

  const down = (status.data ?? []).filter((e) => !e.answered)
  const notices = down.length > 0 && (
    <ul className="docker-down" aria-label="Endpoints that did not answer">
      {down.map((e) => (
        <li key={e.endpoint} className="panel" data-testid="endpoint-down">
          <TriangleAlert size={16} aria-hidden="true" /> {e.message}
        </li>
      ))}
    </ul>
  )

  if (loading && !data) return null
  if (!data?.length)
    return (
      <>
        {notices}
        <EmptyState icon={Box} title="No containers">
          <p>A super admin adds Docker endpoints under Settings → Docker; their containers appear here.</p>
        </EmptyState>
      </>
    )

  return (
    <>
      {notices}
      <div className="docker-filters">
        <label className="field">
          <span>Name</span>
          <input type="search" name="name" value={name} onChange={(e) => setName(e.target.value)} placeholder="Filter by name" />
        </label>
        <label className="field">
          <span>Stack</span>
          <select name="stack" value={stack} onChange={(e) => setStack(e.target.value)}>
            <option value="">All stacks</option>
            {stacks.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>State</span>
          <select name="state" value={state} onChange={(e) => setState(e.target.value)}>
            <option value="">All states</option>
            {states.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="docker-list" aria-label="Containers">
        {shown.map((c) => (
          <li key={`${c.endpoint}:${c.id}`} className="panel docker-row" data-testid="container-row" data-name={c.name}>
            <div className="docker-row-head">
              <span className="docker-state" data-state={c.state} data-health={c.health ?? undefined}>
                {c.state}
                {c.health ? ` · ${c.health}` : ''}
              </span>
              <span className="docker-row-name">{c.name}</span>
              {canAct && (
                <span className="docker-actions">
                  {actionsFor(c).map((action) => {
                    const { label, icon: Icon } = ACTION_WORDS[action]
                    return (
                      <button key={action} type="button" className="btn btn-sm" onClick={() => setAsking({ container: c, action })}>
                        <Icon size={14} aria-hidden="true" /> {label}
                      </button>
                    )
                  })}
                </span>
              )}
            </div>
            <div className="docker-row-meta">
              <span title="Image">{c.image}</span>
              {c.stack && <span title="Compose stack">stack {c.stack}</span>}
              <span title="Endpoint">{c.endpointName}</span>
            </div>
            <div className="docker-row-meta">
              <span>{c.status}</span>
              <span title="CPU">CPU {cpu(c)}</span>
              <span title="Memory used / limit">RAM {memory(c)}</span>
              {published(c) && <span title="Published ports">{published(c)}</span>}
            </div>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="docker-none">No container matches these filters.</p>}
      {asking && (
        <ConfirmDialog
          title={`${ACTION_WORDS[asking.action].label} ${asking.container.name}?`}
          confirmLabel={ACTION_WORDS[asking.action].label}
          tone={ACTION_WORDS[asking.action].tone}
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            try {
              notify.success(await dockerApi.act(asking.container.endpoint, asking.container.id, asking.action))
              setAsking(null)
              reload()
            } catch (error) {
              toastFailure(error, `Failed to ${asking.action} the container.`)
            }
          }}
        >
          <p>
            {ACTION_WORDS[asking.action].label} <strong>{asking.container.name}</strong> on {asking.container.endpointName}?
            {asking.action === 'start' ? '' : ' Whatever runs in it is interrupted.'}
          </p>
        </ConfirmDialog>
      )}
    </>
  )
}
