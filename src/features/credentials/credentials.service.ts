import type { Clock } from '../../core/clock'
import type { SecretBox } from '../../core/crypto'
import type { Database } from '../../core/db'
import { badRequest, notFound } from '../../core/errors'
import { CREDENTIAL_MESSAGES as M, CREDENTIALS_FOR, type ConnectionType, credentialProblem } from '../../definitions/devices'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import { createCredentialsRepo, type StoredCredential } from './credentials.repo'
import type { CredentialBody, CredentialDetails } from './credentials.schema'

/** What a remote session signs in with: opened secrets, for the server's own use only. */
export interface OpenedCredential {
  profileType: StoredCredential['profileType']
  username: string | null
  secret: string
  passphrase: string | null
}

export function createCredentialsService(opts: { db: Database; clock: Clock; secrets: SecretBox }) {
  const repo = createCredentialsRepo(opts.db)
  const { secrets, clock } = opts

  const owned = (userId: number, id: number) => {
    const found = repo.get(userId, id)
    if (!found) throw notFound(M.notFound)
    return found
  }

  /** The body's secrets sealed; an untouched placeholder keeps what `stored` holds. */
  function fields(body: CredentialBody, stored: StoredCredential | null) {
    // The placeholder stands for the stored secret; with none stored (a new entry) it is no secret at all.
    const keptKey = body.userkey === KEPT_SECRET ? (stored ? secrets.open(stored.userkeySealed) : '') : body.userkey
    const problem = credentialProblem({ ...body, userkey: keptKey })
    if (problem) throw badRequest(problem)
    const type = body.profileType as StoredCredential['profileType']
    const needsUser = type === 'password' || type === 'private_key'
    const passphrase = type !== 'private_key' || !body.passphrase ? null : body.passphrase
    return {
      profileName: body.profileName.trim(),
      profileType: type,
      username: needsUser ? body.username!.trim() : null,
      userkeySealed: body.userkey === KEPT_SECRET && stored ? stored.userkeySealed : secrets.seal(keptKey!),
      passphraseSealed: passphrase === KEPT_SECRET ? (stored?.passphraseSealed ?? null) : passphrase === null ? null : secrets.seal(passphrase),
    }
  }

  return {
    list: (userId: number) => repo.list(userId),
    /** Spec 2 §5: the locker entries a connection type can sign in with. */
    forConnection: (userId: number, type: ConnectionType) => repo.list(userId).filter((c) => CREDENTIALS_FOR[type].includes(c.profileType)),
    details(userId: number, id: number): CredentialDetails {
      const c = owned(userId, id)
      return {
        id: c.id,
        profileName: c.profileName,
        profileType: c.profileType,
        username: c.username,
        userkey: KEPT_SECRET,
        passphrase: c.passphraseSealed ? KEPT_SECRET : '',
      }
    },
    create(userId: number, body: CredentialBody) {
      return { id: repo.insert(userId, fields(body, null), clock.now()) }
    },
    update(userId: number, id: number, body: CredentialBody) {
      repo.update(userId, id, fields(body, owned(userId, id)), clock.now())
      return { id }
    },
    remove(userId: number, id: number) {
      if (!repo.remove(userId, id)) throw notFound(M.notFound)
    },
    /** The entry's name and type when the user owns it (a device may refer only to its owner's), else null. */
    summary(userId: number, id: number) {
      const c = repo.get(userId, id)
      return c && { id: c.id, profileName: c.profileName, profileType: c.profileType }
    },
    /** The entry's secrets, opened for a remote session; null when it is gone. */
    open(userId: number, id: number): OpenedCredential | null {
      const c = repo.get(userId, id)
      if (!c) return null
      return {
        profileType: c.profileType,
        username: c.username,
        secret: secrets.open(c.userkeySealed),
        passphrase: c.passphraseSealed ? secrets.open(c.passphraseSealed) : null,
      }
    },
  }
}

export type CredentialsService = ReturnType<typeof createCredentialsService>
