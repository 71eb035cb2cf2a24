import { create } from 'zustand'
import { notify } from '../../lib/toast'
import type { Listing } from './listings.api'

const MOVE_TIMEOUT_MS = 15_000

interface MoveState {
  /** The item being moved; null outside move mode. */
  moving: Listing | null
  /** Starts move mode for the item; choosing Move again on the same item cancels it. */
  toggle(item: Listing): void
  cancel(): void
  /** Any activity in move mode restarts the inactivity timer. */
  touch(): void
}

let timer: ReturnType<typeof setTimeout> | undefined

// Move mode lives across folder pages, so the state is shared rather than per page.
export const useMoveMode = create<MoveState>()((set, get) => {
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      set({ moving: null })
      notify.warning('Move operation cancelled due to inactivity')
    }, MOVE_TIMEOUT_MS)
  }
  return {
    moving: null,
    toggle(item) {
      if (get().moving?.id === item.id) return get().cancel()
      set({ moving: item })
      arm()
    },
    cancel() {
      clearTimeout(timer)
      set({ moving: null })
    },
    touch() {
      if (get().moving) arm()
    },
  }
})
