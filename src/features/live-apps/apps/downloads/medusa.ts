import { sickbeardApp } from './sickbeard.shared'

export const medusa = sickbeardApp({
  id: 'medusa',
  name: 'Medusa',
  description: 'Shows, episodes downloaded and snatched, missed episodes and what airs soon in your Medusa (its api/v1, the SickBeard API).',
  base: 'api/v1',
  docs: 'https://github.com/pymedusa/Medusa/wiki/API',
  repo: 'https://github.com/pymedusa/Medusa',
  license: 'GPL-3.0',
  initials: 'Me',
  colour: '#7b8b27',
})
