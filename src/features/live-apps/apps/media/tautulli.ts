import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Tautulli API v2: ?apikey=…&cmd=get_activity; its counts come as numbers or numeric strings, bandwidths in kbit/s.
const Num = t.Union([t.Number(), t.String()])
const kbps = (v: number | string) => (Number(v) * 1000) / 8

export const tautulli = defineApp({
  id: 'tautulli',
  name: 'Tautulli',
  category: 'media',
  description: 'Plex streams now (direct, transcoded), the bandwidth they use and who watches what.',
  expected: 'a Tautulli server (API v2)',
  docs: 'https://github.com/Tautulli/Tautulli/wiki/Tautulli-API-Reference',
  api: 'v2',
  repo: 'https://github.com/Tautulli/Tautulli',
  license: 'GPL-3.0',
  logo: { initials: 'Ta', colour: '#e5a00d' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → Web Interface → API key' }],
  auth: { style: 'query', param: 'apikey', field: 'apiKey' },
  requests: {
    activity: {
      path: 'api/v2?cmd=get_activity',
      answer: t.Object({
        response: t.Object({
          result: t.Literal('success'),
          data: t.Object({
            stream_count: Num,
            stream_count_direct_play: Num,
            stream_count_direct_stream: Num,
            stream_count_transcode: Num,
            total_bandwidth: Num,
            wan_bandwidth: Num,
            sessions: t.Array(
              t.Object({
                full_title: t.String(),
                friendly_name: t.Optional(t.String()),
                state: t.Optional(t.String()),
                progress_percent: t.Optional(Num),
              }),
            ),
          }),
        }),
      }),
    },
  },
  datapoints: [
    { key: 'streams', label: 'Streams', icon: 'player-play', format: 'count', default: true, read: (a) => a.activity.response.data.stream_count },
    {
      key: 'direct',
      label: 'Direct play',
      icon: 'player-play',
      format: 'count',
      read: (a) => Number(a.activity.response.data.stream_count_direct_play) + Number(a.activity.response.data.stream_count_direct_stream),
    },
    {
      key: 'transcodes',
      label: 'Transcoding',
      icon: 'arrows-exchange',
      format: 'count',
      default: true,
      read: (a) => a.activity.response.data.stream_count_transcode,
    },
    { key: 'bandwidth', label: 'Bandwidth', icon: 'gauge', format: 'bitRate', default: true, read: (a) => kbps(a.activity.response.data.total_bandwidth) },
    { key: 'wan', label: 'Remote bandwidth', icon: 'world', format: 'bitRate', read: (a) => kbps(a.activity.response.data.wan_bandwidth) },
  ],
  detail: {
    kind: 'playing',
    read: (a) =>
      a.activity.response.data.sessions.map((s) => ({
        title: s.full_title,
        subtitle: [s.friendly_name, s.state].filter(Boolean).join(' · '),
        progress: Number(s.progress_percent ?? 0),
      })),
  },
})
