import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { LISTING_KINDS } from '../../../src/definitions/listing-kinds'
import { ApiError, toastUnlessHandled } from '../../lib/api-client'
import { notify } from '../../lib/toast'
import { FormFrame, useFormParams, useFormTarget } from '../../features/listings/components/form-frame'
import { streamsApi } from '../../features/streams/streams.api'

const { type, messages: words } = LISTING_KINDS.stream
// Streams live in the Stream Hub, not in a folder.
const STREAM_HUB = [{ label: 'Stream Hub', to: '/streaming' }]

/** /streaming/listing/save/stream[/{listingid}]: Stream Name and Stream URL (shown with its password masked). */
export default function StreamFormPage() {
  const navigate = useNavigate()
  const { listingId, parentId } = useFormParams()
  const { data } = useFormTarget(type, listingId ? (signal) => streamsApi.get(listingId, signal) : null, words.loadFailed)
  const [name, setName] = useState('')
  const [url, setUrl] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!data?.listing) return
    setName(data.listing.listingName)
    setUrl(data.listing.listingUrl ?? '')
  }, [data])

  async function submit() {
    if (!name.trim() || !url.trim()) return setError('Please fill all the fields')
    setBusy(true)
    setError(null)
    try {
      await streamsApi.save({ listingId, parentId, linkName: name.trim(), linkURL: url.trim() })
      notify.success(words.saved)
      navigate('/streaming')
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setError(error.message)
      else toastUnlessHandled(error, words.saveFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormFrame title={listingId ? words.edit : words.add} trail={STREAM_HUB} error={error} busy={busy} onSubmit={() => void submit()}>
      <label className="field">
        <span>Stream Name</span>
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} autoFocus />
      </label>
      <label className="field">
        <span>Stream URL</span>
        <input
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          maxLength={2048}
          placeholder="rtsp://user:password@camera.local:554/stream"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
        />
      </label>
    </FormFrame>
  )
}
