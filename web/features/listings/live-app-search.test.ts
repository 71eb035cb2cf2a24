import { expect, test } from 'bun:test'
import type { LiveAppOption } from './listings.api'
import { OWN_APPS_SHELF, searchApps } from './live-app-search'

const app = (appId: string, appName: string, category: LiveAppOption['category'], description: string): LiveAppOption => ({
  appId,
  appName,
  category,
  description,
  appIcon: `/api/v1/app/${appId}/logo`,
  brandIcon: null,
  config: [],
  datapoints: [],
  autoRefreshAfterSeconds: null,
})
// In the server's order: by name.
const APPS = [
  app('adguard-home', 'AdGuard Home', 'network', 'Queries and blocked ads'),
  app('counter', 'Counter', null, 'Counts things.'),
  app('jellyfin', 'Jellyfin', 'media', 'Films, shows and music now playing'),
  app('pihole', 'Pi-hole', 'network', 'DNS queries blocked'),
  app('qbittorrent', 'qBittorrent', 'downloads', 'Torrents downloading and their speed'),
  app('sonarr', 'Sonarr', 'downloads', 'Series queue and upcoming episodes'),
]
const names = (query: string) => searchApps(query, APPS).map((s) => [s.name, s.apps.map((a) => a.appId)])

test('without a query every app is on its shelf, shelves in the categories order, the own apps last', () => {
  expect(names('')).toEqual([
    ['Media and requests', ['jellyfin']],
    ['*arr and downloads', ['qbittorrent', 'sonarr']],
    ['Network, DNS and proxies', ['adguard-home', 'pihole']],
    [OWN_APPS_SHELF, ['counter']],
  ])
})

test('a name is found fuzzily, best match first, its shelf first', () => {
  expect(names('sonar')).toEqual([['*arr and downloads', ['sonarr']]])
  expect(names('ph')[0]).toEqual(['Network, DNS and proxies', ['pihole']])
  expect(names('QBIT')).toEqual([['*arr and downloads', ['qbittorrent']]])
})

test("a shelf's name finds its apps; a description's words find theirs; nothing matches an unrelated word", () => {
  expect(names('dns')).toEqual([['Network, DNS and proxies', ['adguard-home', 'pihole']]])
  expect(names('downloads')).toEqual([['*arr and downloads', ['qbittorrent', 'sonarr']]])
  expect(names('upcoming episodes')).toEqual([['*arr and downloads', ['sonarr']]])
  expect(names('zzz')).toEqual([])
})
