import type { Page, PageSummary, SaveInput } from '../../../src/features/pages/pages.schema'
import { api } from '../../lib/api-client'

export type { Page, PageSummary }

/** Failures come back to the caller, which shows the spec's message for each. */
export const pagesApi = {
  /** quiet: the command palette's background list (no page on a failure). */
  list: (signal?: AbortSignal, quiet = false) => api<PageSummary[]>('GET', '/page/list', quiet ? { central: false, quiet, signal } : { signal }),
  info: (id: string, signal?: AbortSignal) => api<Page>('GET', `/page/info/${encodeURIComponent(id)}`, { central: false, signal }),
  active: (id: string, signal?: AbortSignal) => api<Page>('GET', `/page/info/${encodeURIComponent(id)}/active`, { central: false, signal }),
  save: (body: SaveInput) => api<Page>('POST', '/page/save', { body, central: false }),
  remove: (id: number) => api<string>('GET', `/page/delete/${id}`, { central: false }),
  setPublished: (id: number, publish: boolean) => api<PageSummary>('GET', `/page/action/${id}/${publish ? 'publish' : 'unpublish'}`, { central: false }),
}

/** Routes under /manage keep the user in the settings area. */
export const pageRoutes = (manage: boolean) => {
  const base = manage ? '/manage/page' : '/page'
  return { list: manage ? '/manage/page' : '/pages', add: `${base}/add`, edit: (id: number) => `${base}/${id}`, view: (id: number) => `/p/${id}` }
}
