import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, toastUnlessHandled } from '../../lib/api-client'
import { snippetsApi, type Snippet, type SnippetPage } from './snippets.api'

const SEARCH_DELAY_MS = 250

interface ListState {
  snippets: Snippet[]
  /** The last page answered: paging, breadcrumb and the list itself. */
  page: Omit<SnippetPage, 'snippets'> | null
  loading: boolean
  /** The list is not the user's or not a snippet list. */
  missing: boolean
}

/**
 * A snippet list's pages for the viewer: Load More appends the next page; a new search term starts again
 * at page 1 (spec). Local edits (add, replace, remove) change the loaded rows without a refetch.
 */
export function useSnippetList(listingId: string) {
  const [input, setInput] = useState('')
  const [term, setTerm] = useState('')
  const [state, setState] = useState<ListState>({ snippets: [], page: null, loading: true, missing: false })
  // Answers to superseded requests (an older term, another list) are dropped.
  const request = useRef(0)
  // Rows deleted here moved later rows up a page on the server: the next Load More fetches the last page again too.
  const removedSinceLoad = useRef(0)

  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [input])

  const load = useCallback(
    async (pageNumber: number, refetchPrevious = false) => {
      const id = ++request.current
      removedSinceLoad.current = 0
      setState((s) => ({ ...s, loading: true }))
      try {
        const previous = refetchPrevious ? (await snippetsApi.page(listingId, pageNumber - 1, term)).snippets : []
        const { snippets, ...page } = await snippetsApi.page(listingId, pageNumber, term)
        if (id !== request.current) return
        setState((s) => {
          const kept = pageNumber === 1 ? [] : s.snippets
          const known = new Set(kept.map((x) => x.id))
          const fresh = [...previous, ...snippets].filter((x) => !known.has(x.id) && known.add(x.id))
          return { snippets: [...kept, ...fresh], page, loading: false, missing: false }
        })
      } catch (error) {
        if (id !== request.current) return
        const missing = error instanceof ApiError && error.status === 404
        setState((s) => ({ ...s, loading: false, missing }))
        if (!missing) toastUnlessHandled(error, 'Can not load data.')
      }
    },
    [listingId, term],
  )

  useEffect(() => {
    void load(1)
  }, [load])

  const page = state.page
  return {
    ...state,
    search: input,
    setSearch: setInput,
    /** The term the rows answer to (the box may be ahead of it while typing). */
    term,
    hasMore: !!page && page.currentPage < page.totalPages,
    loadMore: () => page && void load(page.currentPage + 1, removedSinceLoad.current > 0),
    added: (s: Snippet) => setState((st) => ({ ...st, snippets: [s, ...st.snippets.filter((x) => x.id !== s.id)] })),
    replaced: (s: Snippet) => setState((st) => ({ ...st, snippets: st.snippets.map((x) => (x.id === s.id ? s : x)) })),
    removed: (id: number) => {
      removedSinceLoad.current++
      setState((st) => ({ ...st, snippets: st.snippets.filter((x) => x.id !== id) }))
    },
  }
}
