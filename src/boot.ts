import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { Elysia } from 'elysia'
import type { Config } from './config'
import { createApp } from './app'
import { createSecretBox, loadOrCreateKey } from './core/crypto'
import { DatabaseUnavailable, openDatabase } from './core/db'
import { envelope } from './core/envelope'
import { describeError } from './core/errors'
import { migrate } from './core/migrate'
import type { BuiltInPackFiles } from './features/icons/builtin-packs'
import type { WebAssets } from './web'
import { webRoutes } from './web'

// What the system says when DATA_DIR (or secret.key in it) may not be written or read by this process.
const NOT_OURS = new Set(['EACCES', 'EPERM', 'EROFS'])

/** DATA_DIR cannot be used by this process's user: said in one line, not a stack. */
class DataDirRefused extends Error {}

/** Makes DATA_DIR and reads its key, or says which user has to own it. */
function openDataDir(dir: string) {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    return loadOrCreateKey(dir)
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (typeof code !== 'string' || !NOT_OURS.has(code)) throw error
    const uid = process.getuid?.() ?? 'of this process'
    throw new DataDirRefused(
      `foyer: DATA_DIR ${dir} is not writable (${code}): it must be owned by the user Foyer runs as, uid ${uid}: chown -R ${uid} ${dir} (in a container, on the host folder mounted there; the image runs as uid 10001)`,
    )
  }
}

/** Opens DATA_DIR, migrates and listens. A broken database still serves the SPA and its database error page. */
export function boot(config: Config, web?: WebAssets, iconPacks?: BuiltInPackFiles) {
  const secrets = createSecretBox(openDataDir(config.dataDir))
  let app: ReturnType<typeof createApp> | ReturnType<typeof degradedApp>
  try {
    const db = openDatabase(join(config.dataDir, 'foyer.db'))
    migrate(db)
    app = createApp({ db, config, secrets, web, iconPacks, healthChecks: config.healthChecks, dockerSync: true })
  } catch (error) {
    console.error(
      `foyer: the database in ${config.dataDir} cannot be used; the API answers NOT_CONNECTED until it is fixed and Foyer restarted: ${describeError(error)}`,
    )
    app = degradedApp(config, web)
  }
  app.listen({ port: config.port, hostname: config.host })
  return app
}

/** boot() for main.ts: a DATA_DIR this user cannot write ends the process with that one line and status 1. */
export function bootOrExit(config: Config, web?: WebAssets, iconPacks?: BuiltInPackFiles) {
  try {
    return boot(config, web, iconPacks)
  } catch (error) {
    if (!(error instanceof DataDirRefused)) throw error
    console.error(error.message)
    process.exit(1)
  }
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
