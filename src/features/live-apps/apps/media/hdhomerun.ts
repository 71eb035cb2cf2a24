import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// HDHomeRun tuners: discover.json names the device, lineup.json its channels, status.json each tuner (one in use
// carries the channel it is tuned to). No auth.
const Tuner = t.Object({
  Resource: t.String(),
  VctNumber: t.Optional(t.String()),
  VctName: t.Optional(t.String()),
  SignalStrengthPercent: t.Optional(t.Number()),
  TargetIP: t.Optional(t.String()),
})

export const hdhomerun = defineApp({
  id: 'hdhomerun',
  name: 'HDHomeRun',
  category: 'media',
  description: 'Tuners in use, channels in the lineup and what each tuner is watching on your HDHomeRun.',
  expected: 'an HDHomeRun tuner',
  docs: 'https://info.hdhomerun.com/info/http_api',
  api: 'HTTP API',
  repo: null,
  license: null,
  logo: { initials: 'HD', colour: '#1a8bc9' },
  config: [],
  auth: { style: 'none' },
  requests: {
    device: {
      path: 'discover.json',
      answer: t.Object({ FriendlyName: t.String(), ModelNumber: t.String(), FirmwareVersion: t.String(), TunerCount: t.Number() }),
    },
    lineup: { path: 'lineup.json', answer: t.Array(t.Object({ GuideNumber: t.String(), GuideName: t.String() })) },
    tuners: { path: 'status.json', answer: t.Array(Tuner) },
  },
  test: ['device'],
  datapoints: [
    { key: 'inUse', label: 'Tuners in use', icon: 'antenna', format: 'count', default: true, read: (a) => a.tuners.filter((x) => x.VctNumber).length },
    { key: 'tuners', label: 'Tuners', icon: 'antenna-bars-5', format: 'count', default: true, read: (a) => a.device.TunerCount },
    { key: 'channels', label: 'Channels', icon: 'list-numbers', format: 'count', default: true, read: (a) => a.lineup.length },
    { key: 'model', label: 'Model', icon: 'device-desktop', format: 'text', read: (a) => a.device.ModelNumber },
    { key: 'firmware', label: 'Firmware', icon: 'tag', format: 'version', read: (a) => a.device.FirmwareVersion },
  ],
  detail: {
    kind: 'playing',
    read: (a) =>
      a.tuners.flatMap((x) =>
        x.VctNumber ? [{ title: `${x.VctNumber} ${x.VctName ?? ''}`.trim(), subtitle: [x.Resource, x.TargetIP].filter(Boolean).join(' · ') }] : [],
      ),
  },
})
