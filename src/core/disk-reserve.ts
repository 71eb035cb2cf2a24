import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDiskFull } from './db'
import { AppError, DISK_FULL } from './errors'

/** Space held back in DATA_DIR: on a full disk it is let go so that a sign-in or a delete can still be written. */
const RESERVE_BYTES = 1024 * 1024

export function createDiskReserve(dataDir: string) {
  const path = join(dataDir, '.space-reserve')
  const ensure = () => {
    if (existsSync(path)) return true
    try {
      writeFileSync(path, Buffer.alloc(RESERVE_BYTES), { mode: 0o600 })
      return true
    } catch {
      rmSync(path, { force: true })
      return false
    }
  }
  ensure()
  return {
    /** Before an upload: the reserve is made again if it went, and while the disk has no room for it uploads are refused. */
    needRoom() {
      if (!ensure()) throw new AppError(507, DISK_FULL)
    },
    /** Runs a write that must work on a full disk (sign-in, deletes): if the disk is full, the reserve goes and it runs once more. */
    withRoom<T>(write: () => T): T {
      try {
        return write()
      } catch (error) {
        if (!isDiskFull(error) || !existsSync(path)) throw error
        rmSync(path, { force: true })
        return write()
      }
    },
  }
}

export type DiskReserve = ReturnType<typeof createDiskReserve>
