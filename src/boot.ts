import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { Elysia } from 'elysia'
import type { Config } from './config'
import { createApp } from './app'
import { createSecretBox, loadOrCreateKey } from './core/crypto'
import { DatabaseUnavailable, openDatabase } from './core/db'
import { envelope } from './core/envelope'
import { migrate } from './core/migrate'
import type { BuiltInPackFiles } from './features/icons/builtin-packs'
import type { WebAssets } from './web'
import { webRoutes } from './web'

/** Opens DATA_DIR, migrates and listens. A broken database still serves the SPA and its database error page. */
export function boot(config: Config, web?: WebAssets, iconPacks?: BuiltInPackFiles) {
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 })
  const secrets = createSecretBox(loadOrCreateKey(config.dataDir))
  let app: ReturnType<typeof createApp> | ReturnType<typeof degradedApp>
  try {
    const db = openDatabase(join(config.dataDir, 'foyer.db'))
    migrate(db)
    app = createApp({ db, config, secrets, web, iconPacks })
  } catch (error) {
    console.error(`foyer: the database in ${config.dataDir} cannot be used; the API answers NOT_CONNECTED until it is fixed and Foyer restarted:`, error)
    app = degradedApp(config, web)
  }
  app.listen({ port: config.port, hostname: config.host })
  return app
}

/** Serves the SPA (which shows its database error page) and a NOT_CONNECTED 500 for every API call. */
function degradedApp(config: Config, web?: WebAssets) {
  return new Elysia()
    .use(envelope({ jsonBodyLimit: config.jsonBodyLimit }))
    .onRequest(({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/')) throw new DatabaseUnavailable('The database could not be opened at start.')
    })
    .use(webRoutes(web))
}
