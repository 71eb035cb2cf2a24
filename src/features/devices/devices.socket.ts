import { Elysia, t } from 'elysia'
import { TicketQuery } from '../../core/input'
import type { AuthPlugin } from '../../core/auth'
import type { DevicesService } from './devices.service'

const Liveness = t.Object({ id: t.Integer(), deviceIp: t.String(), alive: t.Boolean() })
const Unknown = t.Object({ id: t.Integer(), error: t.String() })
const Message = t.Union([Liveness, Unknown])

interface Watcher {
  userId: number
  send(message: typeof Message.static): void
  release(): void
}

const INSTANT = /^instant-(\d{1,15})$/
// Probes at once per sweep: enough for a homelab, gentle on a Pi.
const SWEEP_CONCURRENCY = 4

/**
 * GET /ws/devices?ticket=: the device screen's liveness channel. The client sends 'instant-{id}' and gets
 * { id, deviceIp, alive } back; while a screen is open its devices are re-checked every `sweepMs` and pushed.
 */
export function devicesSocket(deps: { auth: AuthPlugin; service: DevicesService; sweepMs: number }) {
  const { service } = deps
  const watchers = new Map<object, Watcher>()
  let timer: ReturnType<typeof setInterval> | undefined

  const answer = async (w: Watcher, id: number) => {
    try {
      w.send(await service.check(w.userId, id))
    } catch {
      w.send({ id, error: 'Device not found.' })
    }
  }

  // One probe per device per sweep however many of its owner's screens are open.
  async function sweep() {
    const users = new Set([...watchers.values()].map((w) => w.userId))
    for (const userId of users) {
      const ids = service.ids(userId)
      for (let i = 0; i < ids.length; i += SWEEP_CONCURRENCY) {
        const results = await Promise.all(ids.slice(i, i + SWEEP_CONCURRENCY).map((id) => service.check(userId, id).catch(() => null)))
        for (const r of results) if (r) for (const w of watchers.values()) if (w.userId === userId) w.send(r)
      }
    }
  }

  const forget = (key: object) => {
    watchers.get(key)?.release()
    watchers.delete(key)
    if (watchers.size === 0 && timer) timer = void clearInterval(timer)
  }

  return new Elysia({ name: 'devices-socket' }).use(deps.auth).ws('/ws/devices', {
    socket: 'devices',
    query: TicketQuery,
    body: t.String({ maxLength: 64, description: "'instant-{id}': check that device now" }),
    response: Message,
    detail: {
      summary: "Device liveness: send 'instant-{id}', receive { id, deviceIp, alive }; re-checked every sweep while open",
      description: "Opened with a 'devices' ticket in ?ticket= (POST /api/v1/tickets); 401 before the upgrade without a valid one.",
      // OpenAPI has no words for a websocket's messages: they are documented with its 101 answer.
      responses: { 101: { description: 'Switching Protocols, then JSON text messages', content: { 'application/json': { schema: Message as object } } } },
    },
    open(ws) {
      const { user, hold } = ws.data
      const release = hold(() => ws.close(1008, 'Session ended'))
      watchers.set(ws.raw, { userId: user.id, send: (message) => ws.send(message), release })
      if (!timer) {
        timer = setInterval(() => void sweep(), deps.sweepMs)
        timer.unref?.()
      }
    },
    message(ws, message) {
      const w = watchers.get(ws.raw)
      const id = INSTANT.exec(String(message))?.[1]
      if (w && id) void answer(w, Number(id))
    },
    close(ws) {
      forget(ws.raw)
    },
  })
}
