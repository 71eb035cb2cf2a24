import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// CrowdSec's Local API with a bouncer key (cscli bouncers add foyer, sent as X-Api-Key): the decisions stream at startup
// holds every active decision; only those of this install (its own scenarios and cscli) are asked for, not the
// community blocklist. Lists are null when empty.
const Decision = t.Object({ origin: t.String(), type: t.String(), scope: t.String(), value: t.String(), scenario: t.String(), duration: t.String() })
type Decision = typeof Decision.static
const active = (a: { stream: { new: Decision[] | null } }) => a.stream.new ?? []

export const crowdsec = defineApp({
  id: 'crowdsec',
  name: 'CrowdSec',
  category: 'monitoring',
  description: "Decisions (bans, captchas) CrowdSec's own detections and cscli hold now, the addresses banned, and the latest decisions.",
  expected: 'a CrowdSec Local API (port 8080)',
  docs: 'https://crowdsecurity.github.io/api_doc/lapi/',
  api: 'LAPI v1 (bouncer)',
  repo: 'https://github.com/crowdsecurity/crowdsec',
  license: 'MIT',
  logo: { initials: 'CS', colour: '#f59e0b' },
  config: [{ name: 'apiKey', label: 'Bouncer API key', type: 'password', required: true, placeholder: 'cscli bouncers add foyer' }],
  auth: { style: 'header', header: 'X-Api-Key', value: '{apiKey}' },
  requests: {
    stream: {
      path: 'v1/decisions/stream?startup=true&origins=crowdsec,cscli',
      answer: t.Object({ new: t.Union([t.Array(Decision), t.Null()]), deleted: t.Union([t.Array(Decision), t.Null()]) }),
    },
  },
  datapoints: [
    { key: 'decisions', label: 'Active decisions', icon: 'shield-x', format: 'count', default: true, read: (a) => active(a).length },
    {
      key: 'banned',
      label: 'Addresses banned',
      icon: 'ban',
      format: 'count',
      default: true,
      read: (a) =>
        new Set(
          active(a)
            .filter((d) => d.type === 'ban')
            .map((d) => d.value),
        ).size,
    },
    { key: 'scenarios', label: 'Scenarios', icon: 'list', format: 'count', default: true, read: (a) => new Set(active(a).map((d) => d.scenario)).size },
  ],
  detail: {
    kind: 'alerts',
    read: (a) => [...active(a)].reverse().map((d) => ({ title: `${d.scope} ${d.value}`, subtitle: `${d.type} · ${d.scenario} · ${d.duration} left` })),
  },
})
