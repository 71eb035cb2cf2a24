import { statfsSync } from 'node:fs'
import type { Database } from '../../core/db'
import { nodeOs } from '../../core/node-builtins'
import { createSystemRepo } from './system.repo'
import type { Stats } from './system.schema'

export function createSystemService(deps: {
  db: Database
  version: string
  dataDir: string
  /** The caller's counts, from the features that own them. */
  counts?: (userId: number) => Stats['counts']
}) {
  const repo = createSystemRepo(deps.db)
  return {
    /** Reads the database on every call, so a database that went away answers NOT_CONNECTED instead of ok. */
    status() {
      repo.probe()
      return { status: 'ok' as const, version: deps.version }
    },
    stats(userId: number): Stats {
      const disk = statfsSync(deps.dataDir)
      const [one = 0, five = 0, fifteen = 0] = nodeOs().loadavg()
      return {
        version: deps.version,
        uptimeSeconds: Math.round(process.uptime()),
        load: [one, five, fifteen],
        memory: { totalBytes: nodeOs().totalmem(), freeBytes: nodeOs().freemem(), rssBytes: process.memoryUsage.rss() },
        disk: { totalBytes: disk.blocks * disk.bsize, freeBytes: disk.bavail * disk.bsize },
        counts: deps.counts?.(userId) ?? { listings: 0, notifications: 0, unreadNotifications: 0 },
      }
    },
  }
}

export type SystemService = ReturnType<typeof createSystemService>
