import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// CrowdSec's Local API with a bouncer key (cscli bouncers add foyer) in X-Api-Key: the decision stream from its start,
// limited to this installation's own decisions (crowdsec, cscli) so community blocklists do not swell the answer.
const Decision = t.Object({
  origin: t.String(),
  type: t.String(),
  scope: t.String(),
  value: t.String(),
  scenario: t.String(),
  duration: t.Optional(t.String()),
})
type Decision = typeof Decision.static
const list = (a: { stream: { new: Decision[] | null } }) => a.stream.new ?? []

export const crowdsec = defineApp({
  id: 'crowdsec',
  name: 'CrowdSec',
  category: 'network',
  description: 'Active decisions of CrowdSec (bans and captchas) from its own detections and cscli, with a few of them listed.',
  expected: 'a CrowdSec Local API, version 1.5+',
  docs: 'https://crowdsecurity.github.io/api_doc/lapi/',
  api: 'LAPI v1 (bouncer)',
  repo: 'https://github.com/crowdsecurity/crowdsec',
  license: 'MIT',
  logo: { initials: 'CS', colour: '#5b3dc4' },
  config: [{ name: 'apiKey', label: 'Bouncer API key', type: 'password', required: true, placeholder: 'cscli bouncers add foyer' }],
  auth: { style: 'header', header: 'X-Api-Key', value: '{apiKey}' },
  requests: {
    stream: {
      path: 'v1/decisions/stream?startup=true&origins=crowdsec,cscli',
      answer: t.Object({ new: t.Union([t.Array(Decision), t.Null()]), deleted: t.Union([t.Array(t.Unknown()), t.Null()]) }),
    },
  },
  datapoints: [
    { key: 'decisions', label: 'Decisions', icon: 'shield', format: 'count', default: true, read: (a) => list(a).length },
    { key: 'bans', label: 'Bans', icon: 'ban', format: 'count', default: true, read: (a) => list(a).filter((d) => d.type === 'ban').length },
    { key: 'scenarios', label: 'Scenarios', icon: 'list', format: 'count', default: true, read: (a) => new Set(list(a).map((d) => d.scenario)).size },
    { key: 'manual', label: 'Manual (cscli)', icon: 'hand-stop', format: 'count', read: (a) => list(a).filter((d) => d.origin === 'cscli').length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) => list(a).map((d) => ({ title: `${d.scope} ${d.value}`, subtitle: [d.scenario, d.type, d.duration].filter(Boolean).join(' · ') })),
  },
})
