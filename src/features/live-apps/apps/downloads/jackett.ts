import { t } from 'elysia'
import { DomUtils, parseDocument } from 'htmlparser2'
import { defineApp } from '../../app-definition'
import { readAnswer, unexpected } from '../../live-app'

// Jackett's Torznab API: the "all" meta indexer's t=indexers&configured=true lists the configured indexers as XML
// (<indexers><indexer id configured><type>private</type>…); a wrong apikey is a 401.
const PATH = 'api/v2.0/indexers/all/results/torznab/api?t=indexers&configured=true'
const Indexers = t.Array(t.Object({ id: t.String(), type: t.String() }))
const ofType = (list: Array<{ type: string }>, type: string) => list.filter((i) => i.type === type).length

export const jackett = defineApp({
  id: 'jackett',
  name: 'Jackett',
  category: 'downloads',
  description: 'Configured indexers of your Jackett, public, semi-private and private, read through its Torznab API.',
  expected: 'a Jackett server',
  docs: 'https://github.com/Jackett/Jackett/wiki/Jackett-Categories',
  api: 'Torznab (t=indexers)',
  repo: 'https://github.com/Jackett/Jackett',
  license: 'GPL-2.0',
  logo: { initials: 'Ja', colour: '#c0392b' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'The API Key at the top of the dashboard' }],
  auth: { style: 'query', param: 'apikey', field: 'apiKey' },
  requests: { indexers: { path: PATH, answer: Indexers } },
  hooks: {
    async load(api, _ctx, service) {
      const answer = await api.raw(PATH, { headers: { accept: 'application/xml' } })
      // A refusal or another status is named as for any JSON answer.
      if (answer.status < 200 || answer.status > 299) await readAnswer(t.Never(), answer, service)
      const root = DomUtils.findOne((e) => e.name === 'indexers', parseDocument(answer.text, { xmlMode: true }).children)
      if (!root) throw unexpected(service)
      const indexers = DomUtils.getElementsByTagName('indexer', root.children, false).map((e) => ({
        id: e.attribs.id ?? '',
        type: DomUtils.textContent(DomUtils.getElementsByTagName('type', e.children, false)[0] ?? []).trim(),
      }))
      return { indexers }
    },
  },
  datapoints: [
    { key: 'indexers', label: 'Indexers', icon: 'list', format: 'count', default: true, read: (a) => a.indexers.length },
    { key: 'public', label: 'Public', icon: 'world', format: 'count', default: true, read: (a) => ofType(a.indexers, 'public') },
    { key: 'semiPrivate', label: 'Semi-private', icon: 'users', format: 'count', read: (a) => ofType(a.indexers, 'semi-private') },
    { key: 'private', label: 'Private', icon: 'lock', format: 'count', default: true, read: (a) => ofType(a.indexers, 'private') },
  ],
})
