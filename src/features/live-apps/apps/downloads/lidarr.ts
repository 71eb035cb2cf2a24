import { servarrApp } from './servarr.shared'

export const lidarr = servarrApp({
  id: 'lidarr',
  name: 'Lidarr',
  category: 'downloads',
  description: 'Albums in the download queue and health issues of your Lidarr (API v1).',
  api: 'v1',
  docs: 'https://lidarr.audio/docs/api/',
  repo: 'https://github.com/Lidarr/Lidarr',
  initials: 'Li',
  colour: '#159552',
})
