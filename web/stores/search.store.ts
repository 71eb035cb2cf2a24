import { create } from 'zustand'

interface SearchState {
  /** The applied query (already debounced): lists on the home and folder pages filter by it. */
  query: string
  setQuery(query: string): void
}

export const useSearch = create<SearchState>()((set) => ({
  query: '',
  setQuery: (query) => set({ query }),
}))
