import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Stash: its GraphQL endpoint with the API key (Settings → Security) in the ApiKey header; one stats query.
const QUERY = '{ stats { scene_count scenes_size scenes_duration image_count gallery_count performer_count studio_count tag_count total_play_count } }'

export const stash = defineApp({
  id: 'stash',
  name: 'Stash',
  category: 'media',
  description: 'Scenes, their size and length, images, performers and studios in your Stash.',
  expected: 'a Stash server (GraphQL)',
  docs: 'https://docs.stashapp.cc/api/',
  api: 'GraphQL',
  repo: 'https://github.com/stashapp/stash',
  license: 'AGPL-3.0',
  logo: { initials: 'St', colour: '#137cbd' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → Security → API Key' }],
  auth: { style: 'header', header: 'ApiKey', value: '{apiKey}' },
  requests: {
    stats: {
      path: 'graphql',
      method: 'POST',
      json: () => ({ query: QUERY }),
      answer: t.Object({
        data: t.Object({
          stats: t.Object({
            scene_count: t.Number(),
            scenes_size: t.Number(),
            scenes_duration: t.Number(),
            image_count: t.Number(),
            gallery_count: t.Number(),
            performer_count: t.Number(),
            studio_count: t.Number(),
            tag_count: t.Number(),
            total_play_count: t.Number(),
          }),
        }),
      }),
    },
  },
  datapoints: [
    { key: 'scenes', label: 'Scenes', icon: 'movie', format: 'count', default: true, read: (a) => a.stats.data.stats.scene_count },
    { key: 'size', label: 'Scenes size', icon: 'database', format: 'bytes', default: true, read: (a) => a.stats.data.stats.scenes_size },
    { key: 'duration', label: 'Scenes length', icon: 'clock', format: 'duration', read: (a) => a.stats.data.stats.scenes_duration },
    { key: 'images', label: 'Images', icon: 'photo', format: 'count', default: true, read: (a) => a.stats.data.stats.image_count },
    { key: 'galleries', label: 'Galleries', icon: 'library-photo', format: 'count', read: (a) => a.stats.data.stats.gallery_count },
    { key: 'performers', label: 'Performers', icon: 'users', format: 'count', default: true, read: (a) => a.stats.data.stats.performer_count },
    { key: 'studios', label: 'Studios', icon: 'building', format: 'count', read: (a) => a.stats.data.stats.studio_count },
    { key: 'tags', label: 'Tags', icon: 'tags', format: 'count', read: (a) => a.stats.data.stats.tag_count },
    { key: 'plays', label: 'Plays', icon: 'player-play', format: 'count', read: (a) => a.stats.data.stats.total_play_count },
  ],
})
