import { giteaApp } from './gitea.shared'

export const forgejo = giteaApp({
  id: 'forgejo',
  name: 'Forgejo',
  expected: 'a Forgejo server, version 1.18+',
  docs: 'https://forgejo.org/docs/latest/user/api-usage/',
  repo: 'https://codeberg.org/forgejo/forgejo',
  license: 'GPL-3.0',
  simpleIcon: 'forgejo',
  initials: 'Fj',
  colour: '#fb923c',
})
