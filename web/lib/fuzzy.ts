// The command palette's matcher: every query character must appear in order (a subsequence); starts of words and
// runs of adjacent characters score higher, so 'gf' ranks 'Grafana Frontend' above 'Big fish'.

const WORD_START = 10
const RUN = 5
const FIRST = 3
const GAP = 1

const isWordStart = (text: string, i: number) => i === 0 || /[\s\-_./:]/.test(text[i - 1]!) || (/[a-z]/.test(text[i - 1]!) && /[A-Z]/.test(text[i]!))

/** A score (higher is better) or null when `query` is not a subsequence of `text`. Case is ignored; spaces in the query are ignored. */
export function fuzzyScore(query: string, text: string): number | null {
  const q = query.toLowerCase().replace(/\s+/g, '')
  if (!q) return 0
  const lower = text.toLowerCase()
  let score = 0
  let from = 0
  let previous = -2
  for (const ch of q) {
    // Prefer this character at a word start, if one comes later; else its next occurrence.
    const next = lower.indexOf(ch, from)
    if (next < 0) return null
    let at = next
    if (next !== previous + 1 && !isWordStart(text, next)) {
      for (let i = next + 1; i < lower.length; i++)
        if (lower[i] === ch && isWordStart(text, i)) {
          at = i
          break
        }
    }
    if (isWordStart(text, at)) score += WORD_START
    if (at === previous + 1) score += RUN
    if (at === 0) score += FIRST
    score -= (at - from) * GAP
    previous = at
    from = at + 1
  }
  // Among equal matches, the shorter name is the closer one.
  return score - (text.length - q.length) * 0.01
}

/** The items whose name matches, best first (stable for equal scores); an empty query keeps them all in order. */
export function fuzzyFilter<T>(query: string, items: T[], name: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, score: fuzzyScore(query, name(item)) }))
    .filter((r): r is { item: T; index: number; score: number } => r.score !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((r) => r.item)
}
