import { servarrApp } from './servarr.shared'

export const radarr = servarrApp({
  id: 'radarr',
  name: 'Radarr',
  category: 'downloads',
  description: 'Movies in the download queue and health issues of your Radarr (API v3, used by Radarr 3 to 5).',
  api: 'v3',
  docs: 'https://radarr.video/docs/api/',
  repo: 'https://github.com/Radarr/Radarr',
  simpleIcon: 'radarr',
  initials: 'Ra',
  colour: '#ffc230',
})
