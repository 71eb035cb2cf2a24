import type { Agent } from 'node:https'
import type { Clock } from '../../core/clock'
import type { SecretBox } from '../../core/crypto'
import { type Database, tx } from '../../core/db'
import { badRequest } from '../../core/errors'
import { outboundUrl } from '../../core/http-client'
import { nodeHttps } from '../../core/node-builtins'
import type { NotificationsRepo } from './notifications.repo'
import type { PushClientSettings, PushSettingsBody, Subscription } from './notifications.schema'
import { mayBePublic, NOT_PUBLIC, publicOnlyLookup, type Resolve } from './public-address'

/** What a push carries to the service worker (the payload). */
export interface PushPayload {
  title: string
  body: string
  type: string
  clickUrl: string | null
  notificationId: number
}

const DEFAULT_SUBJECT = 'mailto:admin@foyer.invalid'
// Waits between tries of a delivery that failed for a passing reason (network, 429, 5xx).
const RETRY_DELAYS_MS = [1_000, 4_000]
const SEND_TIMEOUT_MS = 10_000
// Browsers kept subscribed per user: more than anyone's devices, yet a client that subscribes a new endpoint on every
// load leaves at most this many rows (and pushes); the least recently (re)subscribed gives way.
export const MAX_SUBSCRIPTIONS_PER_USER = 20

// web-push loads when keys are first made or checked or a push is first sent, not at start (idle RSS).
const webpush = async () => (await import('web-push')).default

/**
 * Why a stored endpoint can never be called, or null: web-push calls with its own agent, so its address passes the one
 * outbound check here first (a stored endpoint may predate the subscribe check, or come from a backup), then push's https.
 */
function unusable(endpoint: string): string | null {
  try {
    return outboundUrl(endpoint).protocol === 'https:' ? null : 'A push service is called over https only.'
  } catch (error) {
    return (error as Error).message
  }
}

export function createPush(deps: {
  db: Database
  clock: Clock
  secrets: SecretBox
  repo: NotificationsRepo
  allowPrivate: boolean
  log: (line: string) => void
  /** How push services' names are resolved (tests answer without DNS); the system's resolver by default. */
  resolve?: Resolve
}) {
  const { db, clock, secrets, repo, allowPrivate } = deps
  const read = db.query<{ enabled: number; subject: string; public_key: string; private_key: string }, []>('SELECT * FROM push_settings WHERE id = 1')
  const write = db.query(
    `INSERT INTO push_settings (id, enabled, subject, public_key, private_key, updated_at) VALUES (1, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET enabled = excluded.enabled, subject = excluded.subject, public_key = excluded.public_key,
       private_key = excluded.private_key, updated_at = excluded.updated_at`,
  )
  // Test push services on 127.0.0.1 have self-signed certificates; public ones are always checked, and connected to
  // only at the public addresses their name resolved to.
  let agent: Agent | undefined
  const agentFor = () => {
    if (!agent) {
      const { Agent } = nodeHttps()
      agent = allowPrivate ? new Agent({ rejectUnauthorized: false }) : new Agent({ lookup: publicOnlyLookup(deps.resolve) })
    }
    return agent
  }
  const inFlight = new Set<Promise<void>>()

  /** The settings, made on first use: a VAPID key pair generated here, its private half sealed. */
  const settings = async () => {
    const stored = () => read.get()
    if (!stored()) {
      const keys = (await webpush()).generateVAPIDKeys()
      // Another call may have made them while the library loaded.
      if (!stored()) write.run(1, DEFAULT_SUBJECT, keys.publicKey, secrets.seal(keys.privateKey), clock.now())
    }
    const row = stored()!
    return { enabled: row.enabled === 1, subject: row.subject, publicKey: row.public_key, privateKey: () => secrets.open(row.private_key) }
  }

  const checkEndpoint = (endpoint: string) => {
    if (unusable(endpoint)) throw badRequest('A push subscription endpoint must be an https address.')
    if (!allowPrivate && !mayBePublic(endpoint)) throw badRequest('A push subscription endpoint must be a public address.')
  }

  async function deliver(
    sub: { id: number; endpoint: string; keys: string },
    payload: string,
    vapid: { subject: string; publicKey: string; privateKey: string },
  ) {
    const skipped = () => deps.log(`push: ${sub.endpoint} skipped (private or unknown address)`)
    // An endpoint that can never be called is dropped, as a gone subscription is.
    const refused = unusable(sub.endpoint)
    if (refused) {
      deps.log(`push: ${refused}`)
      return void repo.dropSubscription(sub.id)
    }
    if (!allowPrivate && !mayBePublic(sub.endpoint)) return skipped()
    const subscription = { endpoint: sub.endpoint, keys: JSON.parse(secrets.open(sub.keys)) as Subscription['keys'] }
    const { sendNotification } = await webpush()
    for (let attempt = 0; ; attempt++) {
      try {
        await sendNotification(subscription, payload, {
          vapidDetails: vapid,
          TTL: 24 * 3600,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
          timeout: SEND_TIMEOUT_MS,
          agent: agentFor(),
        })
        return
      } catch (error) {
        if ((error as { code?: string }).code === NOT_PUBLIC) return skipped()
        const status = (error as { statusCode?: number }).statusCode
        // The push service says this subscription is gone for good.
        if (status === 404 || status === 410) return void repo.dropSubscription(sub.id)
        const passing = status === undefined || status === 429 || status >= 500
        const wait = RETRY_DELAYS_MS[attempt]
        if (!passing || wait === undefined) return deps.log(`push: delivery to ${new URL(sub.endpoint).host} failed (${status ?? (error as Error).message})`)
        await Bun.sleep(wait)
      }
    }
  }

  return {
    async clientSettings(): Promise<PushClientSettings> {
      const s = await settings()
      return {
        enableNotifications: s.enabled,
        firebaseVapidKey: s.publicKey,
        vapidKey: s.publicKey,
        firebaseApiKey: '',
        firebaseAuthDomain: '',
        firebaseProjectId: '',
        firebaseStorageBucket: '',
        firebaseMessagingSenderId: '',
        firebaseAppId: '',
        vapidSubject: s.subject,
      }
    },
    async save(body: PushSettingsBody) {
      const s = await settings()
      const subject = body.vapidSubject?.trim() || s.subject
      if (!/^(mailto:|https:\/\/)\S+$/.test(subject)) throw badRequest('The VAPID subject must be a mailto: or https: address.')
      const pub = body.vapidPublicKey?.trim()
      const priv = body.vapidPrivateKey?.trim()
      if (Boolean(pub) !== Boolean(priv)) throw badRequest('All fields are required')
      if (pub && priv) {
        try {
          ;(await webpush()).setVapidDetails(subject, pub, priv)
        } catch (error) {
          throw badRequest(`That key pair can not be used: ${(error as Error).message}`)
        }
      }
      write.run(
        body.enableNotifications ? 1 : 0,
        subject,
        pub && priv ? pub : s.publicKey,
        pub && priv ? secrets.seal(priv) : secrets.seal(s.privateKey()),
        clock.now(),
      )
    },
    subscribe(userId: number, sub: Subscription): { id: number } {
      checkEndpoint(sub.endpoint)
      const keys = secrets.seal(JSON.stringify(sub.keys))
      return tx(db, () => {
        const id = repo.subscribe(userId, sub.endpoint, keys, clock.now())
        repo.trimSubscriptions(userId, MAX_SUBSCRIPTIONS_PER_USER)
        return { id }
      })
    },
    /** Sends to every subscription of the user off the request path; the caller does not wait. */
    send(userId: number, payload: PushPayload) {
      const job = (async () => {
        const s = await settings()
        const subs = repo.subscriptions(userId)
        if (!s.enabled || !subs.length) return
        const vapid = { subject: s.subject, publicKey: s.publicKey, privateKey: s.privateKey() }
        const text = JSON.stringify(payload)
        await Promise.all(subs.map((sub) => deliver(sub, text, vapid).catch((error) => deps.log(`push: ${(error as Error).message}`))))
      })().catch((error) => deps.log(`push: ${(error as Error).message}`))
      inFlight.add(job)
      void job.finally(() => inFlight.delete(job))
    },
    /** Resolves once every delivery started so far has ended (tests, shutdown). */
    settled: async () => {
      while (inFlight.size) await Promise.all(inFlight)
    },
  }
}
