/** Semantic version order: negative when a < b, 0 when equal, positive when a > b; null when either is not a version. */
export function compareVersions(a: string, b: string): number | null {
  const parse = (v: string) => {
    const m = v.trim().match(/^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9a-z.-]+))?(?:\+[0-9a-z.-]+)?$/i)
    return m ? { nums: [m[1], m[2], m[3]].map((n) => Number(n ?? 0)), pre: m[4] } : null
  }
  const x = parse(a)
  const y = parse(b)
  if (!x || !y) return null
  for (let i = 0; i < 3; i++) if (x.nums[i] !== y.nums[i]) return x.nums[i]! - y.nums[i]!
  // A pre-release comes before its release (1.0.0-beta < 1.0.0).
  if (x.pre === y.pre) return 0
  if (!x.pre) return 1
  if (!y.pre) return -1
  return x.pre.localeCompare(y.pre, 'en', { numeric: true })
}

/** The spec's rule: an update exists only when the store's version is newer; a failed comparison means none. */
export const isNewer = (store: string | null | undefined, installed: string | null | undefined) =>
  Boolean(store && installed) && (compareVersions(store!, installed!) ?? 0) > 0
