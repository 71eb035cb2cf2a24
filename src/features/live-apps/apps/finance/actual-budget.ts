import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { AppFailure, configText, readAnswer, type Service } from '../../live-app'

// Actual Budget's own server (the sync server, not the separate actual-http-api): account/login with the server
// password answers a token, sent as X-ACTUAL-TOKEN; a wrong password is a 400 with reason "invalid-password".
// Budgets themselves are end-to-end files the server cannot read: the card shows the server's budget files and version.
const SERVICE: Service = { name: 'Actual Budget', expected: 'an Actual Budget server', credentials: 'server password' }
const Login = t.Object({ status: t.Literal('ok'), data: t.Object({ token: t.String() }) })
const Files = t.Object({ status: t.Literal('ok'), data: t.Array(t.Object({ name: t.String(), deleted: t.Union([t.Number(), t.Boolean()]) })) })
const Info = t.Object({ build: t.Object({ name: t.String(), version: t.String() }) })

export const actualBudget = defineApp({
  id: 'actual-budget',
  name: SERVICE.name,
  category: 'finance',
  description: 'Budget files on your Actual Budget server and its version (signs in with the server password).',
  expected: SERVICE.expected,
  docs: 'https://actualbudget.org/docs/api/',
  api: 'sync server',
  repo: 'https://github.com/actualbudget/actual',
  license: 'MIT',
  logo: { simpleIcon: 'actualbudget', initials: 'AB', colour: '#8719e0' },
  config: [{ name: 'password', label: 'Server password', type: 'password', required: true }],
  auth: { style: 'none' },
  requests: {
    info: { path: 'info', answer: Info },
    files: { path: 'sync/list-user-files', answer: Files },
  },
  datapoints: [
    { key: 'budgets', label: 'Budget files', icon: 'file-dollar', format: 'count', default: true, read: (a) => a.files.data.filter((f) => !f.deleted).length },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', default: true, read: (a) => a.info.build.version },
  ],
  hooks: {
    // A 400 to the sign-in is how this server refuses a password, which the shared session login would call an error.
    async load(api, ctx) {
      const login = await api.raw('account/login', { method: 'POST', json: { loginMethod: 'password', password: configText(ctx.config, 'password') } })
      if (login.status === 400 && login.text.includes('"invalid-password"'))
        throw new AppFailure(`${SERVICE.name} refused the sign-in: check the ${SERVICE.credentials}.`)
      const headers = { 'x-actual-token': (await readAnswer(Login, login, SERVICE)).data.token }
      const [info, files] = await Promise.all([
        readAnswer(Info, api.raw('info', { headers }), SERVICE),
        readAnswer(Files, api.raw('sync/list-user-files', { headers }), SERVICE),
      ])
      return { info, files }
    },
  },
})
