import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Spoolman's REST API (no sign-in of its own): the filament spools and the server's version.
const Spools = t.Array(
  t.Object({
    archived: t.Boolean(),
    remaining_weight: t.Optional(t.Number()),
    filament: t.Object({ name: t.Optional(t.String()), material: t.Optional(t.String()), vendor: t.Optional(t.Object({ name: t.String() })) }),
  }),
)
const active = (spools: typeof Spools.static) => spools.filter((s) => !s.archived)
const grams = (n: number) => `${Math.round(n).toLocaleString('en-US')} g`

export const spoolman = defineApp({
  id: 'spoolman',
  name: 'Spoolman',
  category: 'home',
  description: 'Filament spools in use, the filament left on them and the spool running lowest, from Spoolman.',
  expected: 'a Spoolman server',
  docs: 'https://donkie.github.io/Spoolman/',
  api: 'v1',
  repo: 'https://github.com/Donkie/Spoolman',
  license: 'MIT',
  logo: { initials: 'Sp', colour: '#dc7734' },
  config: [],
  auth: { style: 'none' },
  requests: {
    info: { path: 'api/v1/info', answer: t.Object({ version: t.String(), db_type: t.String() }) },
    spools: { path: 'api/v1/spool', answer: Spools },
  },
  datapoints: [
    { key: 'spools', label: 'Spools', icon: 'circle-dashed', format: 'count', default: true, read: (a) => active(a.spools).length },
    {
      key: 'remaining',
      label: 'Filament left',
      icon: 'weight',
      format: 'text',
      default: true,
      read: (a) => grams(active(a.spools).reduce((total, s) => total + (s.remaining_weight ?? 0), 0)),
    },
    {
      key: 'lowest',
      label: 'Lowest spool',
      icon: 'battery-2',
      format: 'text',
      default: true,
      read: (a) => {
        const weighed = active(a.spools).filter((s) => s.remaining_weight !== undefined)
        const low = weighed.sort((x, y) => x.remaining_weight! - y.remaining_weight!)[0]
        return low ? `${[low.filament.material, low.filament.name].filter(Boolean).join(' ')} (${grams(low.remaining_weight!)})` : null
      },
    },
    { key: 'materials', label: 'Materials', icon: 'palette', format: 'count', read: (a) => new Set(active(a.spools).map((s) => s.filament.material)).size },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.info.version },
  ],
})
