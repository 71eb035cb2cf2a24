import type { Database } from '../../core/db'
import type { CredentialType } from '../../definitions/devices'
import type { CredentialSummary } from './credentials.schema'

interface Row {
  id: number
  profile_name: string
  profile_type: CredentialType
  username: string | null
  userkey_sealed: string
  passphrase_sealed: string | null
}

export interface StoredCredential {
  id: number
  profileName: string
  profileType: CredentialType
  username: string | null
  userkeySealed: string
  passphraseSealed: string | null
}

const toStored = (r: Row): StoredCredential => ({
  id: r.id,
  profileName: r.profile_name,
  profileType: r.profile_type,
  username: r.username,
  userkeySealed: r.userkey_sealed,
  passphraseSealed: r.passphrase_sealed,
})

export interface CredentialFields {
  profileName: string
  profileType: CredentialType
  username: string | null
  userkeySealed: string
  passphraseSealed: string | null
}

export function createCredentialsRepo(db: Database) {
  const list = db.query<CredentialSummary, [number]>(
    'SELECT id, profile_name AS profileName, profile_type AS profileType FROM credentials WHERE user_id = ? ORDER BY profile_name COLLATE NOCASE, id',
  )
  const one = db.query<Row, [number, number]>(
    'SELECT id, profile_name, profile_type, username, userkey_sealed, passphrase_sealed FROM credentials WHERE id = ? AND user_id = ?',
  )
  const insert = db.query<{ id: number }, [number, string, string, string | null, string, string | null, number]>(
    `INSERT INTO credentials (user_id, profile_name, profile_type, username, userkey_sealed, passphrase_sealed, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7) RETURNING id`,
  )
  const update = db.query<unknown, [string, string, string | null, string, string | null, number, number, number]>(
    `UPDATE credentials SET profile_name = ?, profile_type = ?, username = ?, userkey_sealed = ?, passphrase_sealed = ?, updated_at = ?
      WHERE id = ? AND user_id = ?`,
  )
  const remove = db.query<unknown, [number, number]>('DELETE FROM credentials WHERE id = ? AND user_id = ?')

  return {
    list: (userId: number) => list.all(userId),
    get(userId: number, id: number): StoredCredential | null {
      const row = one.get(id, userId)
      return row ? toStored(row) : null
    },
    insert: (userId: number, c: CredentialFields, now: number) =>
      insert.get(userId, c.profileName, c.profileType, c.username, c.userkeySealed, c.passphraseSealed, now)!.id,
    update: (userId: number, id: number, c: CredentialFields, now: number) =>
      update.run(c.profileName, c.profileType, c.username, c.userkeySealed, c.passphraseSealed, now, id, userId),
    remove: (userId: number, id: number) => remove.run(id, userId).changes > 0,
  }
}
