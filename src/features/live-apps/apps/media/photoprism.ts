import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// PhotoPrism: an app password (Settings → Account → Apps and Devices) as a bearer token; config carries the counts.
export const photoprism = defineApp({
  id: 'photoprism',
  name: 'PhotoPrism',
  category: 'media',
  description: 'Photos, videos, albums, people and places in your PhotoPrism library.',
  expected: 'a PhotoPrism server',
  docs: 'https://docs.photoprism.app/developer-guide/api/',
  api: 'v1',
  repo: 'https://github.com/photoprism/photoprism',
  license: 'AGPL-3.0',
  logo: { initials: 'PP', colour: '#5a3fc0' },
  config: [{ name: 'token', label: 'App password', type: 'password', required: true, placeholder: 'Settings → Account → Apps and Devices' }],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    config: {
      path: 'api/v1/config',
      answer: t.Object({
        version: t.String(),
        count: t.Object({
          photos: t.Number(),
          videos: t.Number(),
          albums: t.Number(),
          people: t.Number(),
          places: t.Number(),
          favorites: t.Number(),
          review: t.Number(),
        }),
      }),
    },
  },
  datapoints: [
    { key: 'photos', label: 'Photos', icon: 'photo', format: 'count', default: true, read: (a) => a.config.count.photos },
    { key: 'videos', label: 'Videos', icon: 'video', format: 'count', default: true, read: (a) => a.config.count.videos },
    { key: 'albums', label: 'Albums', icon: 'library-photo', format: 'count', default: true, read: (a) => a.config.count.albums },
    { key: 'people', label: 'People', icon: 'users', format: 'count', read: (a) => a.config.count.people },
    { key: 'places', label: 'Places', icon: 'map-pin', format: 'count', read: (a) => a.config.count.places },
    { key: 'favorites', label: 'Favorites', icon: 'heart', format: 'count', read: (a) => a.config.count.favorites },
    { key: 'review', label: 'To review', icon: 'eye', format: 'count', read: (a) => a.config.count.review },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.config.version },
  ],
})
