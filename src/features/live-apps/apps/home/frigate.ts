import { t } from 'elysia'
import { cookieSession } from '../../app-auth'
import { defineApp } from '../../app-definition'
import { formatDate } from '../../format'
import { configText, unexpected } from '../../live-app'
import { USER_AND_PASSWORD } from '../shared/fields'

// Frigate's HTTP API: POST api/login (0.14+, on its authenticated port 8971) sets the frigate_token cookie;
// the internal port 5000 needs no sign-in but accepts one.
const Stats = t.Object({
  cameras: t.Record(t.String(), t.Object({ camera_fps: t.Number(), detection_fps: t.Number() })),
  detectors: t.Record(t.String(), t.Object({ inference_speed: t.Number() })),
  detection_fps: t.Number(),
  service: t.Object({ uptime: t.Number(), version: t.String() }),
})
const Events = t.Array(t.Object({ camera: t.String(), label: t.String(), start_time: t.Number(), top_score: t.Optional(t.Union([t.Number(), t.Null()])) }))

export const frigate = defineApp({
  id: 'frigate',
  name: 'Frigate',
  category: 'home',
  description: 'Cameras, detections per second, detector speed and uptime of your Frigate NVR, and its latest detections.',
  expected: 'a Frigate NVR, version 0.14+',
  docs: 'https://docs.frigate.video/integrations/api/frigate-http-api',
  api: 'HTTP API',
  repo: 'https://github.com/blakeblackshear/frigate',
  license: 'MIT',
  logo: { simpleIcon: 'frigate', initials: 'Fr', colour: '#3b82f6' },
  config: USER_AND_PASSWORD,
  auth: {
    style: 'session',
    fields: ['username', 'password'],
    login: {
      path: 'api/login',
      body: (config) => ({ user: configText(config, 'username'), password: configText(config, 'password') }),
      signedIn(answer, service) {
        const session = cookieSession(answer)
        if (!session) throw unexpected(service)
        return session
      },
    },
  },
  requests: {
    stats: { path: 'api/stats', answer: Stats },
    events: { path: 'api/events?limit=6', answer: Events },
  },
  test: ['stats'],
  datapoints: [
    { key: 'cameras', label: 'Cameras', icon: 'camera', format: 'count', default: true, read: (a) => Object.keys(a.stats.cameras).length },
    { key: 'detectionFps', label: 'Detections per second', icon: 'eye', format: 'text', default: true, read: (a) => a.stats.detection_fps.toFixed(1) },
    {
      key: 'inference',
      label: 'Inference speed',
      icon: 'cpu',
      format: 'text',
      default: true,
      read: (a) => {
        const speeds = Object.values(a.stats.detectors).map((d) => d.inference_speed)
        return speeds.length ? `${(speeds.reduce((s, n) => s + n, 0) / speeds.length).toFixed(1)} ms` : null
      },
    },
    { key: 'uptime', label: 'Uptime', icon: 'clock', format: 'duration', default: true, read: (a) => a.stats.service.uptime },
    // "0.14.1-f4f3cfa": the release, then the build's commit.
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.stats.service.version.split('-')[0] },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      a.events.map((e) => ({
        title: `${e.label.replace(/^./, (c) => c.toUpperCase())} on ${e.camera}`,
        subtitle: [formatDate(e.start_time), e.top_score ? `${Math.round(e.top_score * 100)} %` : ''].filter(Boolean).join(' · '),
      })),
  },
})
