import { sentryApp } from './sentry.shared'

export const sentry = sentryApp({
  id: 'sentry',
  name: 'Sentry',
  description: "An organization's unresolved issues on Sentry (self-hosted or sentry.io), the new ones of the last 24 hours, and the latest.",
  docs: 'https://docs.sentry.io/api/events/list-an-organizations-issues/',
  repo: 'https://github.com/getsentry/sentry',
  license: 'FSL-1.1',
  simpleIcon: 'sentry',
  initials: 'Se',
  colour: '#362d59',
})
