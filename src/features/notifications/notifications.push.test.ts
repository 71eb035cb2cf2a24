import { expect, test } from 'bun:test'
import { startPushService } from '../../../tests/helpers/push-service'
import { createTestApp } from '../../../tests/helpers/test-app'
import { createPush } from './notifications.push'
import { createNotificationsRepo } from './notifications.repo'

test('a push goes only where its name resolved when connecting: a name answering a private address gets nothing, once', async () => {
  const t = createTestApp()
  const service = startPushService()
  try {
    await t.signIn('erin')
    const userId = (t.db.query('SELECT id FROM users WHERE username = ?').get('erin') as { id: number }).id
    const asked: string[] = []
    const logs: string[] = []
    const push = createPush({
      db: t.db,
      clock: t.clock,
      secrets: t.secrets,
      repo: createNotificationsRepo(t.db),
      allowPrivate: false,
      log: (line) => void logs.push(line),
      // The push service's name answers this machine (as a rebinding name would after a first, public answer).
      resolve: async (host) => {
        asked.push(host)
        return [{ address: '127.0.0.1' }]
      },
    })
    const real = service.subscription('phone')
    push.subscribe(userId, { ...real, endpoint: real.endpoint.replace('127.0.0.1', 'push.test') })
    push.send(userId, { title: 'x', body: 'y', type: 'info', clickUrl: null, notificationId: 1 })
    await push.settled()
    expect(asked).toEqual(['push.test'])
    expect(service.deliveries).toHaveLength(0)
    expect(logs.filter((line) => line.includes('skipped'))).toHaveLength(1)
  } finally {
    service.stop()
    t.close()
  }
})
