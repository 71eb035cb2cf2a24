import type { Clock } from '../../core/clock'
import type { SecretBox } from '../../core/crypto'
import type { Database } from '../../core/db'
import { tx } from '../../core/db'
import { badRequest, notFound } from '../../core/errors'
import { parseId } from '../../core/input'
import { codeAt } from './totp.codes'
import { type CodeParams, checkAlgorithm, checkDigits, checkPeriod, normaliseSecret, parseOtpauthUri } from './totp.otpauth'
import { createTotpRepo, type StoredItem } from './totp.repo'
import { type CodeEvent, NAME_MAX, type SaveInput, TOTP_MESSAGES as M, type TotpDetails } from './totp.schema'

export function createTotpService(deps: { db: Database; secrets: SecretBox; clock: Clock }) {
  const { db, secrets, clock } = deps
  const repo = createTotpRepo(db)

  const owned = (userId: number, id: number): TotpDetails => {
    const item = repo.details(userId, id)
    if (!item) throw notFound(M.notFound)
    return item
  }

  /** The new key from a secret or a URI, or null when the form left both empty. */
  function keyFrom(input: SaveInput): (CodeParams & { issuer?: string; account?: string }) | null {
    const secret = input.secret?.trim()
    const uri = input.otpauthUri?.trim()
    if (secret && uri) throw badRequest(M.bothSecrets)
    if (uri) return parseOtpauthUri(uri)
    if (!secret) return null
    return { secret: normaliseSecret(secret), algorithm: checkAlgorithm(input.algorithm), digits: checkDigits(input.digits), period: checkPeriod(input.period) }
  }

  return {
    list: (userId: number) => repo.list(userId),

    details: owned,

    save(userId: number, input: SaveInput): TotpDetails {
      const authId = parseId(input.authId)
      const existing = authId === null ? null : owned(userId, authId)
      const key = keyFrom(input)
      if (!key && !existing) throw badRequest(M.missingSecret)
      const serviceName = input.serviceName.trim() || key?.issuer || ''
      const accountName = (input.accountName ?? '').trim() || key?.account || ''
      if (!serviceName) throw badRequest(M.serviceName)
      // The schema bounds what was typed; a name taken from the URI is checked here.
      if (serviceName.length > NAME_MAX.service) throw badRequest(M.serviceNameLength)
      if (accountName.length > NAME_MAX.account) throw badRequest(M.accountNameLength)
      const item: StoredItem = {
        serviceName,
        accountName,
        serviceIcon: input.serviceIcon === undefined ? (existing?.serviceIcon ?? null) : input.serviceIcon,
        // Without a new key the edit form may still correct how codes are made from the old one.
        algorithm: key?.algorithm ?? (input.algorithm === undefined ? existing!.algorithm : checkAlgorithm(input.algorithm)),
        digits: key?.digits ?? (input.digits === undefined ? existing!.digits : checkDigits(input.digits)),
        period: key?.period ?? (input.period === undefined ? existing!.period : checkPeriod(input.period)),
      }
      const sealed = key ? secrets.seal(key.secret) : null
      const now = clock.now()
      if (existing) {
        repo.update(userId, existing.id, item, sealed, now)
        return owned(userId, existing.id)
      }
      return owned(userId, repo.insert(userId, item, sealed!, now))
    },

    remove(userId: number, id: number) {
      if (!repo.remove(userId, id)) throw notFound(M.notFound)
    },

    /** Puts the listed ids first in the given order; any the list left out keep their order after them. */
    reorder(userId: number, ids: number[]) {
      if (new Set(ids).size !== ids.length) throw badRequest(M.duplicateIds)
      const current = repo.list(userId).map((item) => item.id)
      if (ids.some((id) => !current.includes(id))) throw notFound(M.notFound)
      const order = [...ids, ...current.filter((id) => !ids.includes(id))]
      tx(db, () => {
        for (const [position, id] of order.entries()) repo.place(userId, id, position)
      })
    },

    /** Opens the seed once and returns what each stream tick sends; 404 before any stream starts. */
    codes(userId: number, id: number): () => CodeEvent {
      const item = owned(userId, id)
      let params: CodeParams | null = null
      try {
        params = { secret: secrets.open(repo.sealedSecret(userId, id)!), algorithm: item.algorithm, digits: item.digits, period: item.period }
      } catch {}
      return () => {
        if (!params) return { error: true, message: M.generate }
        try {
          return { ...codeAt(params, clock.now()), period: params.period }
        } catch {
          return { error: true, message: M.generate }
        }
      }
    },

    msToNextSecond: () => 1000 - (clock.now() % 1000),
  }
}

export type TotpService = ReturnType<typeof createTotpService>
