import { expect, test } from 'bun:test'
import { createDisplayAccess } from './display-access'

const route = (path: string, detail: Record<string, unknown>) => ({ method: 'GET', path, hooks: { detail } })

test('a route about one item that folder, todo, page or home displays may read must say which parameter names it, or the app does not start', () => {
  const access = createDisplayAccess(
    () => null,
    () => undefined,
    () => [],
  )
  expect(() => access.learn([route('/api/v1/listing/folder/:id/list', { 'x-foyer-display': ['home', 'folder'] })])).toThrow(/which parameter/)
  expect(() =>
    access.learn([route('/api/v1/listing/folder/:id/list', { 'x-foyer-display': ['folder'], 'x-foyer-display-item': { param: 'folderId' } })]),
  ).toThrow(/no such parameter/)
  // The stream hub shows every camera of its owner: no item to name.
  expect(() => access.learn([route('/api/v1/listing/stream/preview/:id', { 'x-foyer-display': ['streams'] })])).not.toThrow()
  expect(() => access.learn([route('/api/v1/dashboard', { 'x-foyer-display': ['home', 'folder'] })])).not.toThrow()
})
