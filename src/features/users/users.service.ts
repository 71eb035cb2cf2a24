import type { Clock } from '../../core/clock'
import type { Database } from '../../core/db'
import { tx } from '../../core/db'
import { createLimiter, NoSlot } from '../../core/concurrency'
import { AppError, badRequest, forbidden } from '../../core/errors'
import { createUsersRepo } from './users.repo'
import type { Icon } from '../../core/input'
import { PASSWORD_DIGEST } from './users.schema'

// argon2id at OWASP's minimum (19 MiB, 2 passes): Bun's 64 MiB default is too much for a Pi.
const HASH = { algorithm: 'argon2id', memoryCost: 19456, timeCost: 2 } as const
// Two hashes at once (38 MiB), 64 waiting: about 1.5 s of work here, a few seconds on a Pi; none waits longer than 15 s.
export const HASHING = { running: 2, waiting: 64 }
const HASH_WAIT_MS = 15_000
export const HASHING_BUSY = 'The server is busy checking other passwords. Please try again in a moment.'

/** Foyer's own logo (assets/public/favicon.svg): every user's site logo until they pick one, as settings require one (0009 for earlier users). */
export const FOYER_LOGO: Icon = { iconUrl: '/favicon.svg', iconUrlLight: null }
const USERNAME = /^[a-z0-9][a-z0-9._@-]{0,63}$/

/** md5 hex of a plain password: what the browser sends, and what env-provided passwords are turned into. */
export const passwordDigest = (plain: string) => new Bun.CryptoHasher('md5').update(plain).digest('hex')

export function normaliseUsername(raw: string): string {
  const username = raw.trim().toLowerCase()
  if (!username) throw badRequest('Username must not be empty.')
  if (!USERNAME.test(username)) throw badRequest('Username may use letters, digits, dot, dash, underscore and @ (at most 64 characters).')
  return username
}

/** Spec 3 §5 and §8: a password set through the accounts screens has at least 6 characters. */
const MIN_PASSWORD = 6
const SHORT_PASSWORD = 'Password should be atleast 6 characters long'

/**
 * What the accounts routes store for a password sent as typed: its MD5 hex, as the login form sends it (then hashed
 * like every digest), so the user signs in with the spec's MD5 login. Its length can only be checked here, before the digest.
 */
export function typedPasswordDigest(plain: string): string {
  if ([...plain].length < MIN_PASSWORD) throw badRequest(SHORT_PASSWORD)
  return passwordDigest(plain)
}

export function checkDigest(password: string): string {
  if (!password) throw badRequest('Password must not be empty.')
  if (!PASSWORD_DIGEST.test(password)) throw badRequest('Password must be sent as its MD5 hex digest.')
  return password.toLowerCase()
}

export function createUsersService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  const repo = createUsersRepo(db)
  // Hashed on Bun's thread pool: 40 ms here (more on a Pi) in which the event loop keeps serving the wall displays.
  // A bounded queue: past it a hash is refused at once, so a burst cannot make a real sign-in wait behind it.
  const hashing = createLimiter(HASHING)
  const queued = async <T>(work: () => Promise<T>) => {
    try {
      return await hashing.run(work, HASH_WAIT_MS)
    } catch (error) {
      throw error instanceof NoSlot ? new AppError(503, HASHING_BUSY) : error
    }
  }
  const hash = (digest: string) => queued(() => Bun.password.hash(digest, HASH))
  // Verifying unknown users against a dummy hash keeps both answers equally slow; made lazily to keep start-up fast.
  let dummyHash: Promise<string> | undefined
  const dummy = () =>
    (dummyHash ??= hash(passwordDigest(crypto.randomUUID())).catch((error) => {
      dummyHash = undefined
      throw error
    }))
  const taken = (username: string) => {
    if (repo.credentialsFor(username)) throw badRequest('This username is already taken.')
  }

  /** check runs before the hash and again in the insert's transaction: another request may have moved on meanwhile. */
  const create = async (
    input: { username: string; password: string; fullName?: string; siteName?: string; isSuperAdmin: boolean },
    check: () => void = () => {},
  ) => {
    check()
    const username = normaliseUsername(input.username)
    const digest = checkDigest(input.password)
    taken(username)
    const passwordHash = await hash(digest)
    const fullName = input.fullName?.trim() || username
    return tx(db, () => {
      check()
      taken(username)
      const id = repo.insert({ username, passwordHash, fullName, isSuperAdmin: input.isSuperAdmin, siteLogo: FOYER_LOGO }, clock.now())
      if (input.siteName) repo.setProfile(id, fullName, input.siteName, clock.now())
      return id
    })
  }

  return {
    count: repo.count,
    findId: (username: string) => repo.credentialsFor(username)?.id ?? null,
    userData: repo.userData,
    create,
    /** The first administrator, made once: refused as soon as any user exists. */
    createFirstAdmin(input: { username: string; password: string; fullName?: string }) {
      return create({ ...input, isSuperAdmin: true }, () => {
        if (repo.count() > 0) throw forbidden('Setup is already complete.')
      })
    },
    async verify(username: string, digest: string) {
      const found = repo.credentialsFor(username)
      const against = found?.passwordHash ?? (await dummy())
      const ok = await queued(() => Bun.password.verify(digest.toLowerCase(), against))
      return ok && found ? found : null
    },
    /** Also ends every session of that user (the session version moves on). False when the user went while hashing. */
    async setPassword(id: number, password: string) {
      return repo.setPassword(id, await hash(checkDigest(password)), clock.now()).changes === 1
    },
    list: repo.list,
    /** The stored hash of a password's MD5 hex (for passwords carried in from elsewhere), through the same queue. */
    hashDigest: async (digest: string) => hash(checkDigest(digest)),
    setProfile: (id: number, profile: { fullName: string; siteName: string }) => repo.setProfile(id, profile.fullName, profile.siteName, clock.now()),
    setAvatar: (id: number, avatar: Icon | null) => repo.setAvatar(id, avatar, clock.now()),
    setBranding: (id: number, hidden: boolean) => repo.setBranding(id, hidden, clock.now()),
    /** Deletes the user and, through the foreign keys, everything they own, in one transaction. */
    remove: (id: number) => tx(db, () => repo.remove(id)),
  }
}

export type UsersService = ReturnType<typeof createUsersService>
