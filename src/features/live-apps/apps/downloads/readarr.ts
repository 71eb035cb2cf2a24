import { servarrApp } from './servarr.shared'

export const readarr = servarrApp({
  id: 'readarr',
  name: 'Readarr',
  category: 'downloads',
  description: 'Books in the download queue and health issues of your Readarr (API v1).',
  api: 'v1',
  docs: 'https://readarr.com/docs/api/',
  repo: 'https://github.com/Readarr/Readarr',
  initials: 'Re',
  colour: '#8e2222',
})
