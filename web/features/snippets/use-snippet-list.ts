import { useRef, useState } from 'react'
import { ApiError, toastUnlessHandled } from '../../lib/api-client'
import { useApi } from '../../lib/use-api'
import { useDebounced } from '../../lib/use-debounced'
import { snippetsApi, type Snippet, type SnippetPage } from './snippets.api'

const SEARCH_DELAY_MS = 250

interface Loaded {
  snippets: Snippet[]
  /** The last page answered: paging, breadcrumb and the list itself. */
  page: Omit<SnippetPage, 'snippets'>
}

/**
 * A snippet list's pages for the viewer: Load More appends the next page; a new search term or language filter
 * starts again at page 1 (spec). Local edits (add, replace, remove) change the loaded rows without a refetch.
 */
export function useSnippetList(listingId: string) {
  const [input, setInput] = useState('')
  const [language, setLanguage] = useState('')
  const term = useDebounced(input.trim(), SEARCH_DELAY_MS)
  // Rows deleted here moved later rows up a page on the server: the next Load More fetches the last page again too.
  const removedSinceLoad = useRef(0)

  const fetchPage = (pageNumber: number, refetchPrevious: boolean) => async (signal: AbortSignal, kept: Loaded | undefined) => {
    removedSinceLoad.current = 0
    const previous = refetchPrevious ? (await snippetsApi.page(listingId, pageNumber - 1, term, language, signal)).snippets : []
    const { snippets, ...page } = await snippetsApi.page(listingId, pageNumber, term, language, signal)
    const have = pageNumber === 1 ? [] : (kept?.snippets ?? [])
    const known = new Set(have.map((x) => x.id))
    const fresh = [...previous, ...snippets].filter((x) => !known.has(x.id) && known.add(x.id))
    return { snippets: [...have, ...fresh], page }
  }

  // A new term keeps the rows (and the title) until its first page lands.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list, search or language starts again from page 1
  const list = useApi(fetchPage(1, false), [listingId, term, language], {
    keep: true,
    onError: (error) => !(error instanceof ApiError && error.status === 404) && toastUnlessHandled(error, 'Can not load data.'),
  })
  const page = list.data?.page ?? null
  const change = (next: (snippets: Snippet[]) => Snippet[]) => list.update((loaded) => ({ ...loaded, snippets: next(loaded.snippets) }))

  return {
    snippets: list.data?.snippets ?? [],
    page,
    loading: list.loading,
    /** The list is not the user's or not a snippet list. */
    missing: list.error instanceof ApiError && list.error.status === 404,
    search: input,
    setSearch: setInput,
    /** The term the rows answer to (the box may be ahead of it while typing). */
    term,
    /** The languageValue the rows are filtered by ('' for all). */
    language,
    setLanguage,
    hasMore: !!page && page.currentPage < page.totalPages,
    loadMore: () => page && void list.run(fetchPage(page.currentPage + 1, removedSinceLoad.current > 0), true),
    added: (s: Snippet) => change((snippets) => [s, ...snippets.filter((x) => x.id !== s.id)]),
    replaced: (s: Snippet) => change((snippets) => snippets.map((x) => (x.id === s.id ? s : x))),
    removed: (id: number) => {
      removedSinceLoad.current++
      change((snippets) => snippets.filter((x) => x.id !== id))
    },
  }
}
