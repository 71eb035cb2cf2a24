import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Bazarr's REST API: an X-API-KEY header (Settings → General → Security); badges holds the counts its menu shows.
export const bazarr = defineApp({
  id: 'bazarr',
  name: 'Bazarr',
  category: 'downloads',
  description: 'Episodes and movies missing subtitles, throttled providers and health issues of your Bazarr (1.x).',
  expected: 'a Bazarr server, version 1.0+',
  docs: 'https://github.com/morpheus65535/bazarr/tree/master/bazarr/api',
  api: 'REST (api/)',
  repo: 'https://github.com/morpheus65535/bazarr',
  license: 'GPL-3.0',
  logo: { initials: 'Bz', colour: '#4a5ee8' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → General → Security → API Key' }],
  auth: { style: 'header', header: 'X-API-KEY', value: '{apiKey}' },
  requests: {
    badges: { path: 'api/badges', answer: t.Object({ episodes: t.Number(), movies: t.Number(), providers: t.Number(), status: t.Number() }) },
    status: { path: 'api/system/status', answer: t.Object({ data: t.Object({ bazarr_version: t.String() }) }) },
  },
  test: ['badges'],
  datapoints: [
    { key: 'episodes', label: 'Episodes missing subtitles', icon: 'device-tv', format: 'count', default: true, read: (a) => a.badges.episodes },
    { key: 'movies', label: 'Movies missing subtitles', icon: 'movie', format: 'count', default: true, read: (a) => a.badges.movies },
    { key: 'providers', label: 'Throttled providers', icon: 'plug-connected-x', format: 'count', default: true, read: (a) => a.badges.providers },
    { key: 'issues', label: 'Health issues', icon: 'alert-triangle', format: 'count', read: (a) => a.badges.status },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.status.data.bazarr_version },
  ],
})
