import { create } from 'zustand'

interface SearchState {
  /** What the header's search box holds, as typed. */
  text: string
  /** The applied query (already debounced): lists on the home and folder pages filter by it. */
  query: string
  setText(text: string): void
  setQuery(query: string): void
  /** Empties the box and lifts the filter at once. */
  clear(): void
}

export const useSearch = create<SearchState>()((set) => ({
  text: '',
  query: '',
  setText: (text) => set({ text }),
  setQuery: (query) => set({ query }),
  clear: () => set({ text: '', query: '' }),
}))
