import type { Clock } from '../../core/clock'
import type { SecretBox } from '../../core/crypto'
import type { Database } from '../../core/db'
import { instanceBackup } from './instance-import'
import { seedsBackup } from './seeds-import'

/** An upload to POST /settings/import-migration: its bytes and, when it is a ZIP, its checked entries. */
interface Upload {
  bytes: Uint8Array
  files: Map<string, Uint8Array> | null
}

/** What an import may use: the live database, this instance's key, the hashing of users' passwords... */
export interface ImportContext {
  db: Database
  secrets: SecretBox
  dataDir: string
  clock: Clock
  /** An argon2id hash of a password's MD5 hex, through the users' bounded hashing queue. */
  hashDigest: (digest: string) => Promise<string>
  /** A TOTP secret as the authenticator stores it (base32 without padding); throws on one that is not a key. */
  totpSecret: (raw: string) => string
  /** A snippet language's catalogue entry, null when unknown. */
  language: (value: string) => { languageValue: string; mimeType: string } | null
  /** The ids of the built-in live apps. */
  liveAppIds: () => readonly string[]
  /** What must forget the replaced data: the cameras' relays, the ZIP apps read at start, cached live results. */
  afterImport: () => void
}

export interface ImportKind {
  kind: string
  /** By content, never by the file's name. */
  recognise: (upload: Upload) => boolean
  /** Imports it; the answer's message (what came in, what did not). */
  import: (upload: Upload, context: ImportContext) => Promise<string>
}

/** Every kind of file the import route reads, tried in order: the first that recognises an upload imports it. */
export const IMPORT_KINDS: readonly ImportKind[] = [instanceBackup, seedsBackup]
