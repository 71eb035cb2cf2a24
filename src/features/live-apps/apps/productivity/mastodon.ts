import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Mastodon's REST API with an application's access token (Preferences → Development, scope read) as a bearer token.
export const mastodon = defineApp({
  id: 'mastodon',
  name: 'Mastodon',
  category: 'productivity',
  description: "Your followers, follows and posts, and your instance's active users and version (Mastodon 4.0+).",
  expected: 'a Mastodon server, version 4.0+',
  docs: 'https://docs.joinmastodon.org/methods/accounts/#verify_credentials',
  api: 'v1 / v2 instance',
  repo: 'https://github.com/mastodon/mastodon',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'mastodon', initials: 'Ma', colour: '#6364ff' },
  config: [{ name: 'token', label: 'Access token', type: 'password', required: true, placeholder: 'Preferences → Development → New application (read)' }],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    account: {
      path: 'api/v1/accounts/verify_credentials',
      answer: t.Object({ acct: t.String(), followers_count: t.Number(), following_count: t.Number(), statuses_count: t.Number() }),
    },
    instance: { path: 'api/v2/instance', answer: t.Object({ version: t.String(), usage: t.Object({ users: t.Object({ active_month: t.Number() }) }) }) },
  },
  test: ['account'],
  datapoints: [
    { key: 'followers', label: 'Followers', icon: 'users', format: 'count', default: true, read: (a) => a.account.followers_count },
    { key: 'following', label: 'Following', icon: 'user-plus', format: 'count', default: true, read: (a) => a.account.following_count },
    { key: 'posts', label: 'Posts', icon: 'message', format: 'count', default: true, read: (a) => a.account.statuses_count },
    { key: 'activeUsers', label: 'Active users (month)', icon: 'world', format: 'count', read: (a) => a.instance.usage.users.active_month },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.instance.version },
  ],
})
