import type { Database } from '../../src/core/db'

/** Wraps a database so every statement execution (get, all, run, values, iterate) is counted. */
export function countingDatabase(db: Database) {
  let count = 0
  const wrapStatement = (statement: object) =>
    new Proxy(statement, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver)
        if (typeof value !== 'function') return value
        if (['get', 'all', 'run', 'values', 'iterate'].includes(key as string))
          return (...args: unknown[]) => {
            count++
            return value.apply(target, args)
          }
        return value.bind(target)
      },
    })
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver)
      if (key === 'query' || key === 'prepare') return (...args: unknown[]) => wrapStatement(value.apply(target, args))
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return {
    db: counted as Database,
    /** Statements executed while fn ran. */
    async during(fn: () => unknown): Promise<number> {
      const before = count
      await fn()
      return count - before
    },
  }
}
