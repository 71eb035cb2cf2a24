import type { Clock } from '../../core/clock'
import type { Database } from '../../core/db'
import { tx } from '../../core/db'
import { badRequest, forbidden } from '../../core/errors'
import { createUsersRepo } from './users.repo'
import type { Icon } from '../../core/input'
import { PASSWORD_DIGEST } from './users.schema'

// argon2id at OWASP's minimum (19 MiB, 2 passes): Bun's 64 MiB default is too much for a Pi.
const HASH = { algorithm: 'argon2id', memoryCost: 19456, timeCost: 2 } as const

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

export function checkDigest(password: string): string {
  if (!password) throw badRequest('Password must not be empty.')
  if (!PASSWORD_DIGEST.test(password)) throw badRequest('Password must be sent as its MD5 hex digest.')
  return password.toLowerCase()
}

export function createUsersService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  const repo = createUsersRepo(db)
  // Verifying unknown users against a dummy hash keeps both answers equally slow; made lazily to keep start-up fast.
  let dummyHash: string | undefined
  const dummy = () => (dummyHash ??= Bun.password.hashSync(passwordDigest(crypto.randomUUID()), HASH))

  const create = (input: { username: string; password: string; fullName?: string; siteName?: string; isSuperAdmin: boolean }) => {
    const username = normaliseUsername(input.username)
    const digest = checkDigest(input.password)
    if (repo.credentialsFor(username)) throw badRequest('This username is already taken.')
    const passwordHash = Bun.password.hashSync(digest, HASH)
    const fullName = input.fullName?.trim() || username
    return tx(db, () => {
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
      return tx(db, () => {
        if (repo.count() > 0) throw forbidden('Setup is already complete.')
        return create({ ...input, isSuperAdmin: true })
      })
    },
    async verify(username: string, digest: string) {
      const found = repo.credentialsFor(username)
      const ok = await Bun.password.verify(digest.toLowerCase(), found?.passwordHash ?? dummy())
      return ok && found ? found : null
    },
    /** Also ends every session of that user (the session version moves on). */
    setPassword(id: number, password: string) {
      repo.setPassword(id, Bun.password.hashSync(checkDigest(password), HASH), clock.now())
    },
    list: repo.list,
    setProfile: (id: number, profile: { fullName: string; siteName: string }) => repo.setProfile(id, profile.fullName, profile.siteName, clock.now()),
    setAvatar: (id: number, avatar: Icon | null) => repo.setAvatar(id, avatar, clock.now()),
    setBranding: (id: number, hidden: boolean) => repo.setBranding(id, hidden, clock.now()),
    /** Deletes the user and, through the foreign keys, everything they own, in one transaction. */
    remove: (id: number) => tx(db, () => repo.remove(id)),
  }
}

export type UsersService = ReturnType<typeof createUsersService>
