import { afterAll, describe, expect, test } from 'bun:test'
import { startFakeServices } from '../../../../../tests/helpers/fake-live-services'
import { appHttp } from '../../app-http'
import type { AppContext } from '../../live-app'
import { builtInApps } from '../../live-apps.registry'

// What the monitoring apps do beyond the shared checks of apps.test.ts: versions picked, hooks, text answers.
const fake = startFakeServices()
afterAll(() => fake.stop())

const app = (id: string) => builtInApps().get(id)!
const ctx = (service: string, config: Record<string, unknown>): AppContext => {
  const url = `${fake.url}/${service}`
  return { url, config, http: appHttp(url, { insecureTls: false }) }
}
const failure = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected a failure')
}

describe('Glances', () => {
  test('Glances 3 is asked under /api/3, Glances 4 under /api/4', async () => {
    await app('glances').test(ctx('glances', { version: '3', username: 'glances', password: 'gl-pass' }))
    expect(fake.count('GET /glances/api/3/quicklook')).toBe(1)
    expect(fake.count('GET /glances/api/4/quicklook')).toBe(0)
    expect(await failure(app('glances').test(ctx('glances', { version: '3', username: 'glances', password: 'x' })))).toBe(
      '401 from Glances: check the username and password.',
    )
  })
})

describe('Netdata', () => {
  test('API v1 reads the raised alarms by chart', async () => {
    const result = await app('netdata').run(ctx('netdata', { version: '1' }))
    expect(Object.fromEntries(result.data.map((d) => [d.key, d.value]))).toEqual({ critical: '0', warning: '1', raised: '1' })
    expect(result.list?.rows).toEqual([{ title: 'ram_in_use (system.ram)', subtitle: 'warning · System memory utilization' }])
    expect(fake.count('GET /netdata/api/v2/alerts')).toBe(0)
  })
})
