import { sickbeardApp } from './sickbeard.shared'

export const sickchill = sickbeardApp({
  id: 'sickchill',
  name: 'SickChill',
  description: 'Shows, episodes downloaded and snatched, missed episodes and what airs soon in your SickChill.',
  base: 'api',
  docs: 'https://github.com/SickChill/sickchill/blob/develop/sickchill/views/api/webapi.py',
  repo: 'https://github.com/SickChill/sickchill',
  license: 'GPL-3.0',
  initials: 'SC',
  colour: '#2f5f8f',
})
