import { seerrApp } from './seerr.shared'

export const jellyseerr = seerrApp({
  id: 'jellyseerr',
  name: 'Jellyseerr',
  description: 'Media requests pending, processing and approved, and open issues on your Jellyseerr (or Seerr).',
  docs: 'https://api-docs.overseerr.dev/',
  repo: 'https://github.com/seerr-team/seerr',
  initials: 'Js',
  colour: '#7c3aed',
})
