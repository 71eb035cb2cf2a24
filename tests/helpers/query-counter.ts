import type { Database } from '../../src/core/db'

/** Wraps a database so every statement execution (get, all, run, values, iterate) is counted and its SQL kept. */
export function countingDatabase(db: Database) {
  const executed: string[] = []
  const wrapStatement = (statement: object, sql: string) =>
    new Proxy(statement, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver)
        if (typeof value !== 'function') return value
        if (['get', 'all', 'run', 'values', 'iterate'].includes(key as string))
          return (...args: unknown[]) => {
            executed.push(sql)
            return value.apply(target, args)
          }
        return value.bind(target)
      },
    })
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver)
      if (key === 'query' || key === 'prepare') return (sql: string, ...rest: unknown[]) => wrapStatement(value.call(target, sql, ...rest), sql)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  /** The SQL of the statements executed while fn ran, in order. */
  const statementsDuring = async (fn: () => unknown): Promise<string[]> => {
    const before = executed.length
    await fn()
    return executed.slice(before)
  }
  return {
    db: counted as Database,
    statementsDuring,
    /** Statements executed while fn ran. */
    during: async (fn: () => unknown): Promise<number> => (await statementsDuring(fn)).length,
  }
}
