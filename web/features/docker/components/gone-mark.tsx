import { useEffect, useSyncExternalStore } from 'react'
import { dockerApi } from '../docker.api'
import '../docker.css'

// Every mark on a folder screen reads one answer, asked for once per screen: the cards the user synced whose container is gone.
let gone = new Set<number>()
const listeners = new Set<() => void>()
let marks = 0
let controller: AbortController | undefined

async function load() {
  controller?.abort()
  controller = new AbortController()
  try {
    const { cards } = await dockerApi.synced(controller.signal)
    gone = new Set(cards.flatMap((c) => (c.removedAt === null ? [] : [c.listingId])))
    for (const listener of listeners) listener()
  } catch {
    // No mark is better than a broken folder: the next screen asks again.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** "Container gone" on a synced link whose container has left its endpoint (the card stays, as the user has it). */
export function GoneMark({ id }: { id: number }) {
  useEffect(() => {
    marks++
    if (marks === 1) void load()
    return () => {
      marks--
      if (marks === 0) controller?.abort()
    }
  }, [])
  const isGone = useSyncExternalStore(subscribe, () => gone.has(id))
  if (!isGone) return null
  return (
    <span className="docker-gone" data-testid="container-gone" title="Its container is no longer on its Docker endpoint">
      Container gone
    </span>
  )
}
