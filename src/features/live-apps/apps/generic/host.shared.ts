import { hostOf, tcpConnect } from '../../../../core/host-probe'
import { AppFailure, configText, type AppContext } from '../../live-app'

// The TCP port and Ping apps: a host read from the link's address through the one outbound check, and a connect to
// one of its ports. A port that refuses or stays silent is a card error saying so.

const CONNECT_TIMEOUT_MS = 5000

/** The link's host, and the port the config names (the address's port when it names none). */
export function targetOf(ctx: AppContext): { host: string; port: number } {
  let target: { host: string; port: number }
  try {
    target = hostOf(ctx.url)
  } catch (error) {
    throw new AppFailure((error as Error).message)
  }
  const port = configText(ctx.config, 'port')
  if (!port) return target
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65_535) throw new AppFailure(`The port must be a number from 1 to 65535, not "${port}".`)
  return { ...target, port: Number(port) }
}

/** The time a TCP connect to the port took (ms), or the failure saying why there was none. */
export async function connectTime(ctx: AppContext, host: string, port: number): Promise<number> {
  const answer = await tcpConnect(host, port, CONNECT_TIMEOUT_MS)
  if (answer.outcome === 'open') return answer.ms
  const why = answer.outcome === 'refused' ? `port ${port} refused the connection` : `port ${port}: ${answer.why}`
  throw new AppFailure(`Could not reach ${ctx.url}: ${why}.`)
}

/** '0.4 ms', '12 ms'. */
export const millis = (ms: number) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`
