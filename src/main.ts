import { loadConfig } from './config'
import { boot } from './boot'
import { webAssets } from '../build/web-manifest'

const config = loadConfig()
const app = boot(config, webAssets)
console.log(`Foyer ${config.version} listening on http://${config.host}:${app.server?.port} (data in ${config.dataDir})`)

const stop = () => {
  app.stop()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
