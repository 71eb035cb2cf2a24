/** A row id from a URL segment, read as the server reads one (src/core/input.ts): plain digits from 1; null for anything else. */
export function routeId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9][0-9]{0,15}$/.test(segment)) return null
  const id = Number(segment)
  return Number.isSafeInteger(id) ? id : null
}
