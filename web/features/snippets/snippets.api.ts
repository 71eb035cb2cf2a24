import type { CodeItem, SaveCodeBody, SaveSnippetBody, Snippet, SnippetPage } from '../../../src/features/snippets/snippets.schema'
import { api } from '../../lib/api-client'

export type { CodeItem, SaveCodeBody, SaveSnippetBody, Snippet, SnippetPage }

// central: false everywhere: the viewer shows the spec's own failure toasts (or the server's message for a refused request).
export const snippetsApi = {
  /** language: only snippets in that languageValue ('' for all). */
  page: (listingId: string, page: number, term: string, language: string, signal?: AbortSignal) =>
    api<SnippetPage>(
      'GET',
      `/snippet/${listingId}/items/${page}${term ? `/search/${encodeURIComponent(term)}` : ''}${language ? `?language=${encodeURIComponent(language)}` : ''}`,
      { central: false, signal },
    ),
  items: (snippetId: number, signal?: AbortSignal) =>
    api<{ snippet: Snippet; snippetItems: CodeItem[] }>('GET', `/snippet/list/${snippetId}`, { central: false, signal }),
  save: (body: SaveSnippetBody) => api<Snippet>('POST', '/snippet/item', { body, central: false }),
  saveCode: (snippetId: number, body: SaveCodeBody) => api<CodeItem>('POST', `/snippet/save/${snippetId}`, { body, central: false }),
  removeCode: (snippetId: number, codeId: number) => api<string>('GET', `/snippet/${snippetId}/delete/${codeId}`, { central: false }),
  remove: (snippetId: number) => api<string>('GET', `/snippet/${snippetId}/delete`, { central: false }),
}
