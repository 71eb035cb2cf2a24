import { sentryApp } from './sentry.shared'

export const glitchtip = sentryApp({
  id: 'glitchtip',
  name: 'GlitchTip',
  description: "An organization's unresolved issues on GlitchTip (Sentry's API), the new ones of the last 24 hours, and the latest.",
  docs: 'https://app.glitchtip.com/api/docs',
  repo: 'https://gitlab.com/glitchtip/glitchtip-backend',
  license: 'MIT',
  initials: 'GT',
  colour: '#6e42c1',
})
