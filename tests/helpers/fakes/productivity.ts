import type { FakeApp } from './fake-app'

export const PRODUCTIVITY_FAKES: Record<string, FakeApp> = {
  gitea: {
    docs: 'https://docs.gitea.com/api/1.22/ (version, notifications/new, repos/issues/search)',
    config: { token: 'gt-token' },
    wrongConfig: { token: 'x' },
    auth: { header: 'authorization', value: 'token gt-token' },
    refuse: () => Response.json({ message: 'user does not exist [uid: 0, name: ]', url: 'https://gitea/api/swagger' }, { status: 401 }),
    routes: {
      'GET /api/v1/version': { version: '1.22.3' },
      'GET /api/v1/notifications/new': { new: 4 },
      'GET /api/v1/repos/issues/search': [
        { id: 1, title: 'Broken link', pull_request: null },
        { id: 2, title: 'Fix link', pull_request: { merged: false } },
        { id: 3, title: 'Docs', pull_request: null },
      ],
    },
    values: { notifications: '4', issues: '2', pulls: '1', version: '1.22.3' },
  },
}
