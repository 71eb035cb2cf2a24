import { seerrApp } from './seerr.shared'

export const overseerr = seerrApp({
  id: 'overseerr',
  name: 'Overseerr',
  description: 'Media requests pending, processing and approved, and open issues on your Overseerr (Plex).',
  docs: 'https://api-docs.overseerr.dev/',
  repo: 'https://github.com/sct/overseerr',
  initials: 'Ov',
  colour: '#5046e4',
})
