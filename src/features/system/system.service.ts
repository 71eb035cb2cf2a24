import type { Database } from '../../core/db'
import { createSystemRepo } from './system.repo'

export function createSystemService(deps: { db: Database; version: string }) {
  const repo = createSystemRepo(deps.db)
  return {
    /** Reads the database on every call, so a database that went away answers NOT_CONNECTED instead of ok. */
    status() {
      repo.probe()
      return { status: 'ok' as const, version: deps.version }
    },
  }
}

export type SystemService = ReturnType<typeof createSystemService>
