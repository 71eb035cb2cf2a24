import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// MySpeed's API with its password (when one is set) in a "password" header; speeds are in Mbit/s, ping in ms.
const MBIT = 125_000

export const myspeed = defineApp({
  id: 'myspeed',
  name: 'MySpeed',
  category: 'network',
  description: 'Download, upload and ping of MySpeed’s latest speed test, and when it ran.',
  expected: 'a MySpeed server, version 1.0+',
  docs: 'https://docs.myspeed.dev/',
  api: 'REST (api/speedtests)',
  repo: 'https://github.com/gnmyt/myspeed',
  license: 'MIT',
  logo: { initials: 'MS', colour: '#45c65a' },
  config: [{ name: 'password', label: 'Password', type: 'password', placeholder: 'When MySpeed has one' }],
  auth: { style: 'header', header: 'password', value: '{password}' },
  requests: {
    latest: {
      path: 'api/speedtests/latest',
      answer: t.Object({
        ping: t.Number(),
        download: t.Number(),
        upload: t.Number(),
        type: t.String(),
        created: t.String(),
        error: t.Optional(t.Union([t.String(), t.Null()])),
      }),
    },
  },
  datapoints: [
    { key: 'download', label: 'Download', icon: 'download', format: 'bitRate', default: true, read: (a) => a.latest.download * MBIT },
    { key: 'upload', label: 'Upload', icon: 'upload', format: 'bitRate', default: true, read: (a) => a.latest.upload * MBIT },
    { key: 'ping', label: 'Ping', icon: 'activity', format: 'text', default: true, read: (a) => `${Math.round(a.latest.ping)} ms` },
    { key: 'tested', label: 'Tested', icon: 'clock', format: 'date', read: (a) => a.latest.created },
    { key: 'error', label: 'Last error', icon: 'alert-triangle', format: 'text', read: (a) => a.latest.error || 'None' },
  ],
})
