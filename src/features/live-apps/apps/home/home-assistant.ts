import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Home Assistant's REST API with a long-lived access token (Profile → Security) as a bearer token.
const States = t.Array(t.Object({ entity_id: t.String(), state: t.String() }))
const on = (states: typeof States.static, domain: string) => states.filter((s) => s.entity_id.startsWith(`${domain}.`) && s.state === 'on').length

export const homeAssistant = defineApp({
  id: 'home-assistant',
  name: 'Home Assistant',
  category: 'home',
  description: 'Lights and switches on, and entities unavailable, in your Home Assistant.',
  expected: 'a Home Assistant server',
  docs: 'https://developers.home-assistant.io/docs/api/rest/',
  api: 'REST',
  repo: 'https://github.com/home-assistant/core',
  license: 'Apache-2.0',
  logo: { simpleIcon: 'homeassistant', initials: 'HA', colour: '#18bcf2' },
  config: [{ name: 'token', label: 'Long-lived access token', type: 'password', required: true, placeholder: 'Profile → Security → Long-lived access tokens' }],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    api: { path: 'api/', answer: t.Object({ message: t.String() }) },
    states: { path: 'api/states', answer: States },
  },
  test: ['api'],
  datapoints: [
    { key: 'lights', label: 'Lights on', icon: 'bulb', format: 'count', default: true, read: (a) => on(a.states, 'light') },
    { key: 'switches', label: 'Switches on', icon: 'toggle-right', format: 'count', default: true, read: (a) => on(a.states, 'switch') },
    {
      key: 'unavailable',
      label: 'Unavailable',
      icon: 'alert-triangle',
      format: 'count',
      default: true,
      read: (a) => a.states.filter((s) => s.state === 'unavailable').length,
    },
    { key: 'entities', label: 'Entities', icon: 'list', format: 'count', read: (a) => a.states.length },
  ],
})
