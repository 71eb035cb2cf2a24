import { mediaBrowserApp } from './mediabrowser.shared'

// Emby Server 4.x: an API key (Settings → Advanced → API Keys) in the X-Emby-Token header, the API under /emby/.
export const emby = mediaBrowserApp({
  id: 'emby',
  name: 'Emby',
  description: 'Library counts and what is playing now on your Emby server.',
  expected: 'an Emby server, version 4+',
  docs: 'https://dev.emby.media/doc/restapi/index.html',
  api: '4.x REST',
  repo: 'https://github.com/MediaBrowser/Emby',
  license: 'GPL-2.0',
  logo: { simpleIcon: 'emby', initials: 'Em', colour: '#52b54b' },
  prefix: 'emby/',
  auth: { style: 'header', header: 'X-Emby-Token', value: '{apiKey}' },
})
