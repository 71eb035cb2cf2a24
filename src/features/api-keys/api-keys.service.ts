import { CappedMap, dropOldest } from '../../core/bounded'
import type { Clock } from '../../core/clock'
import type { SecretBox } from '../../core/crypto'
import { type Database, tx } from '../../core/db'
import { badRequest, forbidden, notFound, tooManyRequests, unauthorized } from '../../core/errors'
import type { SessionUser } from '../../core/sessions'
import { createApiKeysRepo, type KeyRecord } from './api-keys.repo'
import { type ApiKey, type ApiKeyBody, PERMISSIONS, type Permission } from './api-keys.schema'

/** Calls one key may make in a minute (spec'd by the issue: more is a 429). */
const CALLS_PER_MINUTE = 60
const MINUTE = 60_000
// Keys counted at once: more keys used within a minute drop the oldest windows rather than grow memory.
const MAX_WINDOWS = 10_000
// Keys one user may hold: far more than their scripts and services need, yet a client creating keys in a loop stops here.
export const MAX_KEYS_PER_USER = 100

const hashKey = (key: string) => new Bun.CryptoHasher('sha256').update(key).digest('hex')

/** Spec 3 §5: permissions may arrive as a list or as its JSON text. */
function permissionsOf(raw: ApiKeyBody['permissions']): Permission[] {
  let list: unknown = raw
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw)
    } catch {
      list = null
    }
  }
  if (!Array.isArray(list) || !list.every((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p))) throw badRequest('Unknown permission.')
  return [...new Set(list)]
}

export function createApiKeysService(deps: { db: Database; clock: Clock; secrets: SecretBox }) {
  const { clock, secrets } = deps
  const repo = createApiKeysRepo(deps.db)
  // Calls per key in the current minute, in the order the windows started: stale ones are at the front.
  const windows = new CappedMap<number, { start: number; calls: number }>(MAX_WINDOWS)

  const check = (user: SessionUser, body: ApiKeyBody) => {
    const name = body.name.trim()
    if (!name) throw badRequest('Name is required')
    const permissions = permissionsOf(body.permissions)
    if (!permissions.length) throw badRequest('At least one permission is required')
    if (permissions.includes('create_user') && !user.isSuperAdmin) throw forbidden('Only an administrator can give a key the create_user permission.')
    let expiresAt: number | null = null
    if (body.expiresAt !== null) {
      const at = Date.parse(body.expiresAt.trim())
      if (!body.expiresAt.trim() || Number.isNaN(at)) throw badRequest('Please select an expiry date or mark as never expire')
      // A bare date means the whole of that day.
      expiresAt = /^\d{4}-\d{2}-\d{2}$/.test(body.expiresAt.trim()) ? at + 24 * 3600_000 - 1 : at
    }
    return { name, permissions, expiresAt }
  }

  const answer = (k: KeyRecord): ApiKey => ({
    id: k.id,
    name: k.name,
    key: secrets.open(k.sealed),
    permissions: k.permissions as Permission[],
    // Dates travel as ISO strings, as the form sends them (spec 3 §3: createdAt, expiresAt).
    createdAt: new Date(k.createdAt).toISOString(),
    expiresAt: k.expiresAt === null ? null : new Date(k.expiresAt).toISOString(),
  })

  return {
    list: (userId: number) => repo.list(userId).map(answer),
    get(userId: number, id: number): ApiKey {
      const k = repo.get(userId, id)
      if (!k) throw notFound('API key not found.')
      return answer(k)
    },
    create(user: SessionUser, body: ApiKeyBody): ApiKey {
      const fields = check(user, body)
      const key = `foyer_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')}`
      const sealed = secrets.seal(key)
      const id = tx(deps.db, () => {
        if (repo.count(user.id) >= MAX_KEYS_PER_USER) throw badRequest(`You can have a maximum of ${MAX_KEYS_PER_USER} API keys. Delete one to create another.`)
        return repo.insert(user.id, { ...fields, hash: hashKey(key), sealed }, clock.now())
      })
      return answer(repo.get(user.id, id)!)
    },
    update(user: SessionUser, id: number, body: ApiKeyBody): ApiKey {
      const fields = check(user, body)
      if (!repo.update(user.id, id, fields, clock.now())) throw notFound('API key not found.')
      return answer(repo.get(user.id, id)!)
    },
    remove(userId: number, id: number) {
      if (!repo.remove(userId, id)) throw notFound('API key not found.')
      windows.delete(id)
    },

    /** The owner a key acts for on one permission: 401 unknown or expired, 403 without the permission, 429 past the rate. */
    resolve(key: string, permission: string, owner: (userId: number) => SessionUser | null): SessionUser {
      const k = repo.byHash(hashKey(key))
      const now = clock.now()
      if (!k || (k.expiresAt !== null && k.expiresAt <= now)) throw unauthorized('Invalid or expired API key.')
      const user = owner(k.userId)
      if (!user) throw unauthorized('Invalid or expired API key.')
      if (!k.permissions.includes(permission)) throw forbidden(`This API key lacks the ${permission} permission.`)
      // create_user acts with its owner's rights: a key whose owner is no longer an admin loses it.
      if (permission === 'create_user' && !user.isSuperAdmin) throw forbidden('Only an administrator can do this.')
      const window = windows.get(k.id)
      if (!window || now - window.start >= MINUTE) windows.set(k.id, { start: now, calls: 1 })
      else if (++window.calls > CALLS_PER_MINUTE) throw tooManyRequests('Too many calls with this API key. Try again in a minute.')
      dropOldest(windows, (id) => now - windows.get(id)!.start >= MINUTE)
      return user
    },
    /** Rate windows held (tests check the cap). */
    get rateWindows() {
      return windows.size
    },
  }
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>
