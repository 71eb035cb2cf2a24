import { mediaBrowserApp } from './mediabrowser.shared'

// Jellyfin: an API key (Dashboard → API Keys) in the Authorization header's MediaBrowser scheme.
export const jellyfin = mediaBrowserApp({
  id: 'jellyfin',
  name: 'Jellyfin',
  description: 'Library counts and what is playing now on your Jellyfin server.',
  expected: 'a Jellyfin server, version 10.9+',
  docs: 'https://api.jellyfin.org/',
  api: '10.9+',
  repo: 'https://github.com/jellyfin/jellyfin',
  license: 'GPL-2.0',
  logo: { simpleIcon: 'jellyfin', initials: 'JF', colour: '#7b3fb5' },
  prefix: '',
  auth: { style: 'header', header: 'authorization', value: 'MediaBrowser Token="{apiKey}"' },
})
