import { servarrApp } from './servarr.shared'

export const sonarr = servarrApp({
  id: 'sonarr',
  name: 'Sonarr',
  category: 'downloads',
  description: 'Episodes in the download queue and health issues of your Sonarr (v3 and v4 speak API v3).',
  api: 'v3',
  docs: 'https://sonarr.tv/docs/api/',
  repo: 'https://github.com/Sonarr/Sonarr',
  simpleIcon: 'sonarr',
  initials: 'So',
  colour: '#2193b5',
})
