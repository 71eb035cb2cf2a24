import { expect, test } from 'bun:test'
import type { Listing } from './listings.api'
import { formPath } from '../../../src/definitions/listing-kinds'
import { cardHref, isAppPath, matchesSearch, newMenuKinds, opensInNewTab } from './listing-links'

const listing = (patch: Partial<Listing>): Listing => ({
  id: 7,
  listingName: 'Grafana',
  listingType: 'link',
  parentId: null,
  listingUrl: 'https://grafana.example.org',
  localUrl: 'http://10.0.0.9:3000',
  description: 'Metrics dashboards',
  listingIcon: null,
  inSidebar: false,
  liveAppConfigured: false,
  liveAppEnabled: false,
  integration: null,
  ...patch,
})

test('form routes follow the spec: /listing/[{parentid}/]save/{type}[/{id}], streams under /streaming', () => {
  expect(formPath('category', 'root')).toBe('/listing/save/category')
  expect(formPath('link', 12)).toBe('/listing/12/save/link')
  expect(formPath('todo', null, 5)).toBe('/listing/save/todo/5')
  expect(formPath('snippet', 3, 5)).toBe('/listing/3/save/snippet/5')
  expect(formPath('stream', 3, 5)).toBe('/streaming/listing/save/stream/5')
})

test('cards open their own view; links the URL for where the page was opened from', () => {
  expect(cardHref(listing({ listingType: 'category' }), 'x')).toBe('/c/7')
  expect(cardHref(listing({ listingType: 'todo' }), 'x')).toBe('/t/7')
  expect(cardHref(listing({ listingType: 'snippet' }), 'x')).toBe('/s/7')
  expect(cardHref(listing({}), '192.168.0.2')).toBe('http://10.0.0.9:3000')
  expect(cardHref(listing({}), 'dash.example.org')).toBe('https://grafana.example.org')
  // A stream opens the stream hub, never '#'; a page link stays inside the app.
  expect(cardHref(listing({ listingType: 'stream', listingUrl: 'rtsp://cam.lan/1', localUrl: null }), 'x')).toBe('/streaming')
  expect(isAppPath(cardHref(listing({ listingUrl: '/p/3', localUrl: null }), 'x')!)).toBe(true)
  expect(isAppPath('//evil.example/x')).toBe(false)
})

test('the New menu offers Folder, Link, Todo and Snippet (spec 1 §2), less the kinds whose switch is off; never a stream', () => {
  const on = { todolist: true, snippetmanager: true, camerafeed: true }
  expect(newMenuKinds(on)).toEqual(['folder', 'link', 'todo', 'snippet'])
  expect(newMenuKinds(undefined)).toEqual(['folder', 'link', 'todo', 'snippet'])
  expect(newMenuKinds({ ...on, todolist: false })).toEqual(['folder', 'link', 'snippet'])
  expect(newMenuKinds({ ...on, snippetmanager: false, camerafeed: false })).toEqual(['folder', 'link', 'todo'])
})

test('new tabs follow foldersalwaysnewtab and linksalwaysnewtab', () => {
  const user = { foldersalwaysnewtab: true, linksalwaysnewtab: false }
  expect(opensInNewTab(listing({ listingType: 'category' }), user)).toBe(true)
  expect(opensInNewTab(listing({}), user)).toBe(false)
  expect(opensInNewTab(listing({ listingType: 'todo' }), user)).toBe(false)
  expect(opensInNewTab(listing({}), { ...user, linksalwaysnewtab: true })).toBe(true)
  expect(opensInNewTab(listing({ listingType: 'stream' }), { foldersalwaysnewtab: true, linksalwaysnewtab: true })).toBe(false)
})

test('search matches name, description and both URLs, ignoring case', () => {
  for (const q of ['', 'GRAF', 'metrics', 'grafana.example', '10.0.0.9']) expect({ q, hit: matchesSearch(listing({}), q) }).toEqual({ q, hit: true })
  expect(matchesSearch(listing({}), 'prometheus')).toBe(false)
})
