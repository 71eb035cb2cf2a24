// Small readings the server apps share: how full something is.

/** part / whole as a percentage, or nothing when there is no whole. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null)
