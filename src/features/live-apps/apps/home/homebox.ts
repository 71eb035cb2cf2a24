import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText, readAnswer } from '../../live-app'
import { USER_AND_PASSWORD } from '../shared/fields'

// Homebox's API: POST api/v1/users/login (a form) answers a token already prefixed "Bearer ", sent as Authorization;
// api/v1/users/logout ends it.
const Login = t.Object({ token: t.String(), expiresAt: t.String() })

export const homebox = defineApp({
  id: 'homebox',
  name: 'Homebox',
  category: 'home',
  description: "Items, locations and labels in your Homebox inventory, and what it's worth.",
  expected: 'a Homebox server',
  docs: 'https://homebox.software/en/api/',
  api: 'v1',
  repo: 'https://github.com/sysadminsmedia/homebox',
  license: 'AGPL-3.0',
  logo: { initials: 'Hb', colour: '#5d3fd3' },
  config: USER_AND_PASSWORD,
  auth: {
    style: 'session',
    fields: ['username', 'password'],
    login: {
      path: 'api/v1/users/login',
      form: true,
      body: (config) => ({ username: configText(config, 'username'), password: configText(config, 'password'), stayLoggedIn: 'false' }),
      async signedIn(answer, service) {
        const { token } = await readAnswer(Login, answer, service)
        return { authorization: token }
      },
      logout: { path: 'api/v1/users/logout', method: 'POST' },
    },
  },
  requests: {
    statistics: {
      path: 'api/v1/groups/statistics',
      answer: t.Object({
        totalUsers: t.Number(),
        totalItems: t.Number(),
        totalLocations: t.Number(),
        totalLabels: t.Number(),
        totalItemPrice: t.Number(),
        totalWithWarranty: t.Number(),
      }),
    },
  },
  datapoints: [
    { key: 'items', label: 'Items', icon: 'box', format: 'count', default: true, read: (a) => a.statistics.totalItems },
    { key: 'locations', label: 'Locations', icon: 'map-pin', format: 'count', default: true, read: (a) => a.statistics.totalLocations },
    { key: 'labels', label: 'Labels', icon: 'tag', format: 'count', default: true, read: (a) => a.statistics.totalLabels },
    { key: 'value', label: 'Total value', icon: 'coin', format: 'count', default: true, read: (a) => a.statistics.totalItemPrice },
    { key: 'warranty', label: 'Under warranty', icon: 'shield-check', format: 'count', read: (a) => a.statistics.totalWithWarranty },
    { key: 'users', label: 'Users', icon: 'users', format: 'count', read: (a) => a.statistics.totalUsers },
  ],
})
