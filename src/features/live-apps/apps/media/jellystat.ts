import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'

// Jellystat: an API key (Settings → API Keys) in X-API-Token; plays per library type over the chosen days, as
// numbers or numeric strings.
const Count = t.Union([t.Number(), t.String()])
const days = (config: Record<string, unknown>) => {
  const n = Number.parseInt(configText(config, 'days'), 10)
  return n > 0 ? n : 30
}

export const jellystat = defineApp({
  id: 'jellystat',
  name: 'Jellystat',
  category: 'media',
  description: 'Plays of movies, episodes and songs on your Jellyfin over the last days, from Jellystat.',
  expected: 'a Jellystat server',
  docs: 'https://github.com/CyferShepard/Jellystat',
  api: 'REST',
  repo: 'https://github.com/CyferShepard/Jellystat',
  license: 'MIT',
  logo: { initials: 'JS', colour: '#00a4dc' },
  config: [
    { name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → API Keys' },
    { name: 'days', label: 'Days', type: 'number', placeholder: '30' },
  ],
  auth: { style: 'header', header: 'X-API-Token', value: '{apiKey}' },
  requests: {
    views: {
      path: (config) => `stats/getViewsByLibraryType?days=${days(config)}`,
      answer: t.Object({ Audio: Count, Movie: Count, Series: Count, Other: Count }),
    },
  },
  datapoints: [
    { key: 'movies', label: 'Movie plays', icon: 'movie', format: 'count', default: true, read: (a) => a.views.Movie },
    { key: 'episodes', label: 'Episode plays', icon: 'device-tv', format: 'count', default: true, read: (a) => a.views.Series },
    { key: 'songs', label: 'Song plays', icon: 'music', format: 'count', default: true, read: (a) => a.views.Audio },
    { key: 'other', label: 'Other plays', icon: 'player-play', format: 'count', read: (a) => a.views.Other },
  ],
})
