import type { EventEmitter } from 'node:events'
import { nodeCrypto, nodeEvents, randomBytes } from '../../core/node-builtins'
import type { ConnectionTarget } from '../../definitions/devices'
import { guacdSettings } from './protocols.registry'

/** The browser side of one remote session, as guacamole-lite sees a websocket. */
export interface BrowserSocket {
  send(text: string): void
  close(code: number, reason: string): void
}

/** What the websocket route feeds into a session it opened. */
export interface GatewaySession {
  receive(text: string): void
  closed(): void
}

interface GuacamoleLiteServer {
  newConnection(ws: EventEmitter, request: { url: string }): Promise<void>
  sigTermHandler: (() => void) | null
  sigIntHandler: (() => void) | null
}

// guacamole-lite reads its decrypted settings as ASCII: anything else (a password with 'é') must travel \u-escaped.
const asciiJson = (value: unknown) => JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** guacamole-lite's token: base64 of JSON { iv, value }, value the AES-256-CBC ciphertext of the settings' JSON. */
function sealFor(key: Uint8Array) {
  return (settings: unknown) => {
    const iv = randomBytes(16)
    const cipher = nodeCrypto().createCipheriv('aes-256-cbc', key, iv)
    const value = Buffer.concat([cipher.update(asciiJson(settings), 'utf8'), cipher.final()])
    return Buffer.from(JSON.stringify({ iv: iv.toString('base64'), value: value.toString('base64') })).toString('base64')
  }
}

/**
 * Relays browser websockets to guacd through guacamole-lite, loaded on the first session (it is not needed at start).
 * The settings travel in guacamole-lite's own token, sealed with a key of this process, built here on the server:
 * the browser only ever held a Foyer ticket.
 */
export function createGuacdGateway(opts: { log: (line: string) => void }) {
  const key = randomBytes(32)
  const seal = sealFor(key)
  let server: Promise<{ lite: GuacamoleLiteServer }> | undefined

  const load = () =>
    (server ??= (async () => {
      const { default: GuacamoleLite } = await import('guacamole-lite')
      const lite = new GuacamoleLite(
        // `server` present (undefined) with noServer: guacamole-lite then opens no port of its own.
        { server: undefined, noServer: true },
        {},
        { crypt: { cypher: 'AES-256-CBC', key }, log: { level: 'ERRORS', stdLog: opts.log, errorLog: opts.log } },
      ) as GuacamoleLiteServer
      // It stops only itself on SIGTERM/SIGINT, which would leave Foyer ignoring them: the process handles its own.
      for (const handler of [lite.sigTermHandler, lite.sigIntHandler]) if (handler) process.off('SIGTERM', handler).off('SIGINT', handler)
      return { lite }
    })())

  return {
    /** Opens a guacd session for the browser socket; the returned handle takes what the browser sends. */
    async open(
      browser: BrowserSocket,
      target: ConnectionTarget,
      guacd: { host: string; port: number },
      size: { width?: number; height?: number; dpi?: number },
    ): Promise<GatewaySession> {
      const { lite } = await load()
      const socket = Object.assign(new (nodeEvents().EventEmitter)(), {
        CONNECTING: 0,
        OPEN: 1,
        CLOSING: 2,
        CLOSED: 3,
        readyState: 1,
        send(text: string, _options: unknown, done?: (error?: Error) => void) {
          browser.send(text)
          done?.()
        },
        close(code: number, reason: string) {
          if (socket.readyState !== 1) return
          socket.readyState = 3
          browser.close(code, reason)
        },
      })
      const token = seal({ connection: { type: target.type, guacdHost: guacd.host, guacdPort: guacd.port, settings: guacdSettings(target) } })
      const query = new URLSearchParams({ token })
      for (const [name, value] of Object.entries(size)) if (value) query.set(name, String(Math.round(value)))
      await lite.newConnection(socket, { url: `/?${query}` })
      return {
        receive: (text) => socket.emit('message', text),
        closed() {
          socket.readyState = 3
          socket.emit('close')
        },
      }
    },
  }
}

export type GuacdGateway = ReturnType<typeof createGuacdGateway>
