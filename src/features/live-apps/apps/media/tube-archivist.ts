import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Tube Archivist: the API token (Settings → Application → API) as "Token …"; the stats endpoints count each index.
const Docs = t.Object({ doc_count: t.Number() })

export const tubeArchivist = defineApp({
  id: 'tube-archivist',
  name: 'Tube Archivist',
  category: 'media',
  description: 'Videos, channels and playlists archived by Tube Archivist, their size, and downloads pending.',
  expected: 'a Tube Archivist server, version 0.4.7+',
  docs: 'https://docs.tubearchivist.com/api/introduction/',
  api: 'REST (0.4.7+)',
  repo: 'https://github.com/tubearchivist/tubearchivist',
  license: 'GPL-3.0',
  logo: { initials: 'TA', colour: '#039a86' },
  config: [{ name: 'apiKey', label: 'API token', type: 'password', required: true, placeholder: 'Settings → Application → API Token' }],
  auth: { style: 'header', header: 'authorization', value: 'Token {apiKey}' },
  requests: {
    videos: { path: 'api/stats/video/', answer: t.Object({ doc_count: t.Number(), media_size: t.Number(), duration: t.Number() }) },
    channels: { path: 'api/stats/channel/', answer: Docs },
    playlists: { path: 'api/stats/playlist/', answer: Docs },
    downloads: { path: 'api/stats/download/', answer: t.Object({ pending: t.Number() }) },
  },
  test: ['videos'],
  datapoints: [
    { key: 'videos', label: 'Videos', icon: 'video', format: 'count', default: true, read: (a) => a.videos.doc_count },
    { key: 'channels', label: 'Channels', icon: 'broadcast', format: 'count', default: true, read: (a) => a.channels.doc_count },
    { key: 'playlists', label: 'Playlists', icon: 'playlist', format: 'count', read: (a) => a.playlists.doc_count },
    { key: 'pending', label: 'Downloads pending', icon: 'download', format: 'count', default: true, read: (a) => a.downloads.pending },
    { key: 'size', label: 'Archive size', icon: 'database', format: 'bytes', default: true, read: (a) => a.videos.media_size },
    { key: 'duration', label: 'Archive length', icon: 'clock', format: 'duration', read: (a) => a.videos.duration },
  ],
})
