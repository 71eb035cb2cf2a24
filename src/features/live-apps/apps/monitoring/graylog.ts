import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Graylog's REST API with basic auth: a user's name and password, or an access token as the user name with the
// word "token" as the password. The node's system overview, the total message count and the current throughput.
export const graylog = defineApp({
  id: 'graylog',
  name: 'Graylog',
  category: 'monitoring',
  description: 'Messages stored, messages per second and the processing state of a Graylog node.',
  expected: 'a Graylog server, version 4+',
  docs: 'https://go2docs.graylog.org/current/setting_up_graylog/rest_api.html',
  api: 'REST',
  repo: 'https://github.com/Graylog2/graylog2-server',
  license: 'SSPL-1.0',
  logo: { simpleIcon: 'graylog', initials: 'GL', colour: '#ff3633' },
  config: [
    { name: 'username', label: 'Username or access token', type: 'text', required: true },
    { name: 'password', label: 'Password', type: 'password', required: true, placeholder: 'the word token, with an access token' },
  ],
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    system: { path: 'api/system', answer: t.Object({ version: t.String(), lifecycle: t.String(), is_processing: t.Boolean() }) },
    count: { path: 'api/count/total', answer: t.Object({ events: t.Number() }) },
    throughput: { path: 'api/system/throughput', answer: t.Object({ throughput: t.Number() }) },
  },
  test: ['system'],
  datapoints: [
    { key: 'messages', label: 'Messages', icon: 'message', format: 'count', default: true, read: (a) => a.count.events },
    { key: 'throughput', label: 'Throughput', icon: 'activity', format: 'text', default: true, read: (a) => `${a.throughput.throughput} msg/s` },
    {
      key: 'processing',
      label: 'Processing',
      icon: 'player-play',
      format: 'text',
      default: true,
      read: (a) => (a.system.is_processing ? 'Running' : `Paused (${a.system.lifecycle})`),
    },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.system.version.split('+')[0] },
  ],
})
