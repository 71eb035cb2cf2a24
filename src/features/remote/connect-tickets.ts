import { randomBytes } from 'node:crypto'
import { createSecretBox } from '../../core/crypto'
import type { Clock } from '../../core/clock'

/** What a /guacamole ticket stands for: this user's session opening this device. */
export interface Ticket {
  userId: number
  deviceId: number
  session: string
}

interface Sealed extends Ticket {
  nonce: string
  expiresAt: number
}

const TTL_MS = 60_000

/**
 * One-use, 60-second tickets for the remote-session websocket, sealed with a key that lives only in this process:
 * the browser holds an opaque string, never a credential, and a ticket cannot be reused, forged or kept past a restart.
 */
export function createConnectTickets(clock: Clock) {
  const box = createSecretBox(randomBytes(32))
  const used = new Map<string, number>()

  const forgetExpired = (now: number) => {
    for (const [nonce, expiresAt] of used) if (expiresAt <= now) used.delete(nonce)
  }

  return {
    issue(ticket: Ticket): string {
      const sealed: Sealed = { ...ticket, nonce: randomBytes(16).toString('hex'), expiresAt: clock.now() + TTL_MS }
      return Buffer.from(box.seal(JSON.stringify(sealed))).toString('base64url')
    },
    /** The ticket's contents, once; null when it is forged, expired or already used. */
    redeem(token: string): Ticket | null {
      const now = clock.now()
      forgetExpired(now)
      let sealed: Sealed
      try {
        sealed = JSON.parse(box.open(Buffer.from(token, 'base64url').toString()))
      } catch {
        return null
      }
      if (sealed.expiresAt <= now || used.has(sealed.nonce)) return null
      used.set(sealed.nonce, sealed.expiresAt)
      return { userId: sealed.userId, deviceId: sealed.deviceId, session: sealed.session }
    },
  }
}
