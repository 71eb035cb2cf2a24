import { sickbeardApp } from './sickbeard.shared'

export const sickgear = sickbeardApp({
  id: 'sickgear',
  name: 'SickGear',
  description: 'Shows, episodes downloaded and snatched, missed episodes and what airs soon in your SickGear (its SickBeard-compatible API).',
  base: 'api',
  docs: 'https://github.com/SickGear/SickGear/wiki/API',
  repo: 'https://github.com/SickGear/SickGear',
  license: 'GPL-3.0',
  initials: 'SG',
  colour: '#486b2f',
})
