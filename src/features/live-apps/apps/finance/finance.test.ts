import { expect, test } from 'bun:test'
import { appHttp } from '../../app-http'
import { builtInApps } from '../../live-apps.registry'

test('Wallos: an answer with success false for another reason than the key is named with its title', async () => {
  const wallos = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: () => Response.json({ success: false, title: 'Invalid request method' }),
  })
  try {
    const url = `http://127.0.0.1:${wallos.port}/`
    const run = builtInApps()
      .get('wallos')!
      .run({ url, config: { apiKey: 'k' }, http: appHttp(url, { insecureTls: false }) })
    expect(
      await run.then(
        () => 'no failure',
        (error: Error) => error.message,
      ),
    ).toBe('Wallos answered: Invalid request method.')
  } finally {
    wallos.stop(true)
  }
})
