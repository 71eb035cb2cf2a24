// Small readings the server apps share: totals over a list, and how full something is.

/** part / whole as a percentage, or nothing when there is no whole. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null)

/** One reading summed over a list; services write numbers as text too, and a missing one counts 0. */
export const sumOf = <T>(list: T[], read: (item: T) => number | string | null | undefined) => list.reduce((n, x) => n + (Number(read(x)) || 0), 0)

/** How full a list of things is together: the sum of what they use over the sum of their sizes. */
export const usedOf = <T>(list: T[], used: (item: T) => number | string | null | undefined, size: (item: T) => number | string | null | undefined) =>
  percentOf(sumOf(list, used), sumOf(list, size))
