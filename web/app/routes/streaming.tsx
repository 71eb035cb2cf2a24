import { useState } from 'react'
import { Link } from 'react-router'
import { Cctv, Plus, Search } from 'lucide-react'
import { formPath } from '../../../src/definitions/listing-kinds'
import { EmptyState } from '../../components/empty-state'
import { toastUnlessHandled } from '../../lib/api-client'
import { useApi } from '../../lib/use-api'
import { StreamCard } from '../../features/streams/components/stream-card'
import { StreamDelete } from '../../features/streams/components/stream-delete'
import { useLiveSlots } from '../../features/streams/live-slots.store'
import { MAX_LIVE } from '../../features/streams/stream-constants'
import { streamsApi, type Listing } from '../../features/streams/streams.api'
import '../../features/streams/streams.css'

/** /streaming: every camera of the user as a card, filtered by name; up to 4 play live at once. */
export default function StreamingPage() {
  const [filter, setFilter] = useState('')
  const [deleting, setDeleting] = useState<Listing | null>(null)
  const { playing, toggle, stop } = useLiveSlots()
  const { data: streams, reload } = useApi((signal) => streamsApi.list(signal), [], { onError: (error) => toastUnlessHandled(error, 'Failed to fetch data') })
  const term = filter.trim().toLowerCase()
  const shown = streams?.filter((s) => s.listingName.toLowerCase().includes(term)) ?? []

  return (
    <div className="page">
      <header className="page-head">
        <div>
          <h1 className="page-title">Stream Hub</h1>
          <p className="page-subtitle">Only {MAX_LIVE} streams can play in real time at once; starting another stops the oldest.</p>
        </div>
        <Link className="btn btn-primary" to={formPath('stream', null)}>
          <Plus size={16} aria-hidden="true" /> Add Stream
        </Link>
      </header>
      <label className="field stream-search">
        <span className="visually-hidden">Search streams</span>
        <Search size={16} aria-hidden="true" />
        <input type="search" placeholder="Search streams" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </label>
      {!streams ? (
        <span className="skeleton" style={{ height: 220 }} />
      ) : shown.length === 0 ? (
        <EmptyState icon={Cctv} title={streams.length ? 'No stream matches' : 'Oops! Nothing to List here'}>
          <p>{streams.length ? 'Try another name.' : 'Add your camera’s RTSP address to watch it here.'}</p>
        </EmptyState>
      ) : (
        <ul className="stream-grid">
          {shown.map((stream) => (
            <StreamCard
              key={stream.id}
              stream={stream}
              live={playing.includes(stream.id)}
              onToggle={() => toggle(stream.id)}
              onStop={() => stop(stream.id)}
              onDelete={() => setDeleting(stream)}
            />
          ))}
        </ul>
      )}
      {deleting && (
        <StreamDelete
          stream={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            stop(deleting.id)
            setDeleting(null)
            void reload()
          }}
        />
      )}
    </div>
  )
}
