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

test('a stored endpoint that is not https passes no further than the outbound check: nothing is sent, it is dropped at once', async () => {
  const t = createTestApp()
  const service = startPushService()
  try {
    await t.signIn('erin')
    const userId = (t.db.query('SELECT id FROM users WHERE username = ?').get('erin') as { id: number }).id
    const logs: string[] = []
    const repo = createNotificationsRepo(t.db)
    const push = createPush({ db: t.db, clock: t.clock, secrets: t.secrets, repo, allowPrivate: true, log: (line) => void logs.push(line) })
    const real = service.subscription('phone')
    push.subscribe(userId, real)
    // As a backup from elsewhere could hold them: written past the subscribe check.
    const keys = t.secrets.seal(JSON.stringify(real.keys))
    for (const endpoint of [`file://${t.dir}/secret.key`, real.endpoint.replace('https:', 'http:')]) repo.subscribe(userId, endpoint, keys, t.clock.now())
    const started = Date.now()
    push.send(userId, { title: 'x', body: 'y', type: 'info', clickUrl: null, notificationId: 1 })
    await push.settled()
    // No retries: a refused address is not a passing failure.
    expect(Date.now() - started).toBeLessThan(900)
    expect(service.deliveries).toHaveLength(1)
    expect(logs.sort()).toEqual(['push: A push service is called over https only.', 'push: Only http and https addresses may be called; refused file:'])
    expect(repo.subscriptions(userId).map((s) => s.endpoint)).toEqual([real.endpoint])
  } finally {
    service.stop()
    t.close()
  }
})
