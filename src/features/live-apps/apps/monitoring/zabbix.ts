import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { errorInAnswer, refusedInAnswer } from './answers.shared'
import { formatDate } from '../../format'

// Zabbix 7.x JSON-RPC (api_jsonrpc.php) with an API token sent as a bearer (6.4+; 7.2 dropped the "auth" member).
// Zabbix answers 200 even to a refused call, with a JSON-RPC error: the hook tells a refusal from another error.
const SEVERITIES = ['Not classified', 'Information', 'Warning', 'Average', 'High', 'Disaster'] as const
const Problem = t.Object({ eventid: t.String(), name: t.String(), severity: t.String(), clock: t.String() })
const Answer = t.Union([
  t.Object({ result: t.Array(Problem) }),
  t.Object({ error: t.Object({ code: t.Number(), message: t.String(), data: t.Optional(t.String()) }) }),
])
type Problem = typeof Problem.static

const problemsGet = {
  jsonrpc: '2.0',
  method: 'problem.get',
  params: { output: ['eventid', 'name', 'severity', 'clock'], recent: false, suppressed: false, sortfield: ['eventid'], sortorder: 'DESC' },
  id: 1,
}
const ofSeverity = (problems: Problem[], severity: number) => problems.filter((p) => Number(p.severity) === severity).length

export const zabbix = defineApp({
  id: 'zabbix',
  name: 'Zabbix',
  category: 'monitoring',
  description: 'Open problems on a Zabbix 7 server by severity, and the latest of them, read with an API token.',
  expected: 'a Zabbix frontend, version 6.4+',
  docs: 'https://www.zabbix.com/documentation/current/en/manual/api/reference/problem/get',
  api: 'JSON-RPC 2.0 (7.x)',
  repo: 'https://github.com/zabbix/zabbix',
  license: 'AGPL-3.0',
  logo: { initials: 'Z', colour: '#d40000' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'User settings → API tokens' }],
  auth: { style: 'bearer', field: 'token' },
  requests: { problems: { path: 'api_jsonrpc.php', method: 'POST', json: () => problemsGet, answer: Answer } },
  hooks: {
    async load(api, _ctx, service) {
      const answer = await api.get('problems')
      if ('result' in answer) return { problems: answer }
      const said = answer.error.data ?? answer.error.message
      // "Not authorized." for a wrong or expired token, "Session terminated, re-login, please." for a removed one.
      if (/not authori[sz]ed|session terminated/i.test(said)) throw refusedInAnswer(service)
      throw errorInAnswer(service, said)
    },
  },
  datapoints: [
    { key: 'disaster', label: 'Disaster', icon: 'alert-octagon', format: 'count', default: true, read: (a) => ofSeverity(problemsOf(a), 5) },
    { key: 'high', label: 'High', icon: 'alert-triangle', format: 'count', default: true, read: (a) => ofSeverity(problemsOf(a), 4) },
    { key: 'average', label: 'Average', icon: 'alert-circle', format: 'count', default: true, read: (a) => ofSeverity(problemsOf(a), 3) },
    { key: 'warning', label: 'Warning', icon: 'alert-small', format: 'count', default: true, read: (a) => ofSeverity(problemsOf(a), 2) },
    { key: 'information', label: 'Information', icon: 'info-circle', format: 'count', read: (a) => ofSeverity(problemsOf(a), 1) },
    { key: 'problems', label: 'Problems', icon: 'list', format: 'count', read: (a) => problemsOf(a).length },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      [...problemsOf(a)]
        .sort((x, y) => Number(y.severity) - Number(x.severity))
        .map((p) => ({ title: p.name, subtitle: `${SEVERITIES[Number(p.severity)] ?? p.severity} · since ${formatDate(Number(p.clock))}` })),
  },
})

/** The hook lets only a result through. */
function problemsOf(a: { problems: typeof Answer.static }): Problem[] {
  return 'result' in a.problems ? a.problems.result : []
}
