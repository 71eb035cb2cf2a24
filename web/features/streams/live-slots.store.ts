import { create } from 'zustand'
import { MAX_LIVE } from './stream-constants'

interface LiveSlots {
  /** Ids of the streams playing live, oldest first. */
  playing: number[]
  toggle(id: number): void
  stop(id: number): void
}

/** Which cards play live: at most MAX_LIVE, starting a fifth stops the one started first. */
export const useLiveSlots = create<LiveSlots>((set) => ({
  playing: [],
  toggle: (id) => set(({ playing }) => (playing.includes(id) ? { playing: playing.filter((p) => p !== id) } : { playing: [...playing, id].slice(-MAX_LIVE) })),
  stop: (id) => set(({ playing }) => ({ playing: playing.filter((p) => p !== id) })),
}))
