import { giteaApp } from './gitea.shared'

export const gitea = giteaApp({
  id: 'gitea',
  name: 'Gitea',
  expected: 'a Gitea server, version 1.17+',
  docs: 'https://docs.gitea.com/api/1.22/',
  repo: 'https://github.com/go-gitea/gitea',
  license: 'MIT',
  simpleIcon: 'gitea',
  initials: 'Gt',
  colour: '#609926',
})
