import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Cctv, Play, Square } from 'lucide-react'
import { formPath } from '../../../../src/definitions/listing-kinds'
import { EditDeleteMenu } from '../../../components/edit-delete-menu'
import { useLiveVideo } from '../use-live-video'
import { PREVIEW_RESET_MS, PREVIEW_RETRIES, PREVIEW_RETRY_MS, RECOVERY_RETRIES, RELOAD_AFTER_ERROR_MS } from '../stream-constants'
import { streamsApi, type Listing } from '../streams.api'

/** The camera's picture: a placeholder until it loads, asked for again up to 3 times 3 s apart, and afresh every 120 s. */
function Preview({ stream }: { stream: Listing }) {
  const [round, setRound] = useState(0)
  const [failures, setFailures] = useState(0)
  const [src, setSrc] = useState<string | null>(null)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    const reset = setInterval(() => {
      setFailures(0)
      setRound((r) => r + 1)
    }, PREVIEW_RESET_MS)
    return () => clearInterval(reset)
  }, [])

  useEffect(() => {
    if (failures === 0 || failures > PREVIEW_RETRIES) return
    const retry = setTimeout(() => setRound((r) => r + 1), PREVIEW_RETRY_MS)
    return () => clearTimeout(retry)
  }, [failures])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again
  useEffect(() => {
    const abort = new AbortController()
    streamsApi.preview(stream.id, abort.signal).then(
      (picture) => setSrc(URL.createObjectURL(picture)),
      () => {
        if (!abort.signal.aborted) setFailures((n) => n + 1)
      },
    )
    return () => abort.abort()
  }, [stream.id, round])

  // Each picture's object URL is freed once the next one shows, and the last when the card goes.
  useEffect(() => (src ? () => URL.revokeObjectURL(src) : undefined), [src])

  return (
    <>
      {!loaded && (
        <span className="stream-placeholder" data-testid="stream-placeholder">
          <Cctv size={40} aria-hidden="true" />
          {failures > PREVIEW_RETRIES && <span>No preview</span>}
        </span>
      )}
      {src && (
        <img
          className="stream-media"
          src={src}
          alt={`${stream.listingName} preview`}
          hidden={!loaded}
          onLoad={() => {
            setLoaded(true)
            setFailures(0)
          }}
          onError={() => setFailures((n) => n + 1)}
        />
      )}
    </>
  )
}

// Restarts 5 s after an error, up to 3 times in a row (spec 2), then the card goes back to its preview.
const retryAfter = (failures: number) => (failures > RECOVERY_RETRIES ? null : RELOAD_AFTER_ERROR_MS)

/** The live picture: restarts after an error, stops while the tab is hidden. */
function Live({ stream, onGiveUp }: { stream: Listing; onGiveUp(): void }) {
  const video = useRef<HTMLVideoElement>(null)
  useLiveVideo(video, stream.id, { retryAfter, onGiveUp })
  return <video ref={video} className="stream-media" muted playsInline autoPlay aria-label={`${stream.listingName} live`} />
}

interface StreamCardProps {
  stream: Listing
  live: boolean
  onToggle(): void
  onStop(): void
  onDelete(): void
}

/** A camera: its preview, or live video after a click; edit and delete in its menu. */
export function StreamCard({ stream, live, onToggle, onStop, onDelete }: StreamCardProps) {
  const navigate = useNavigate()
  return (
    <li className="panel stream-card" data-live={live || undefined}>
      <button type="button" className="stream-view" onClick={onToggle} aria-pressed={live} aria-label={`${live ? 'Stop' : 'Play'} ${stream.listingName}`}>
        {live ? <Live stream={stream} onGiveUp={onStop} /> : <Preview stream={stream} />}
        <span className="stream-play" aria-hidden="true">
          {live ? <Square size={18} /> : <Play size={18} />}
        </span>
      </button>
      <div className="stream-card-bar">
        <span className="stream-card-name">{stream.listingName}</span>
        {live && <span className="stream-live-badge">Live</span>}
        <EditDeleteMenu label={`${stream.listingName} actions`} onEdit={() => navigate(formPath('stream', null, stream.id))} onDelete={onDelete} />
      </div>
    </li>
  )
}
