import { servarrApp } from './servarr.shared'

export const whisparr = servarrApp({
  id: 'whisparr',
  name: 'Whisparr',
  category: 'downloads',
  description: 'Releases in the download queue and health issues of your Whisparr (v2 and v3 speak API v3).',
  api: 'v3',
  docs: 'https://wiki.servarr.com/whisparr',
  repo: 'https://github.com/Whisparr/Whisparr',
  initials: 'Wh',
  colour: '#e2338f',
})
