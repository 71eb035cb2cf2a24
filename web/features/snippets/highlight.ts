import hljs from 'highlight.js/lib/core'
import { EMBEDS, GRAMMARS } from './grammars'

const registered = new Map<string, Promise<void>>()

/** Fetches one grammar's chunk once and registers it. */
function register(id: string): Promise<void> {
  let done = registered.get(id)
  if (!done) {
    done = GRAMMARS[id]!().then((m) => hljs.registerLanguage(id, m.default))
    // A failed fetch (offline) may be retried by the next snippet.
    done.catch(() => registered.delete(id))
    registered.set(id, done)
  }
  return done
}

/** The grammar and every grammar it embeds, directly or not (embedding may be mutual: Perl and Mojolicious). */
function withEmbedded(id: string): string[] {
  const found = new Set<string>()
  const visit = (g: string) => {
    if (found.has(g) || !GRAMMARS[g]) return
    found.add(g)
    EMBEDS[g]?.forEach(visit)
  }
  visit(id)
  return [...found]
}

/** highlight.js HTML for the code (it escapes the text itself), or null to show it plain. */
export async function highlight(code: string, grammar: string | null): Promise<string | null> {
  if (!grammar || !GRAMMARS[grammar]) return null
  await Promise.all(withEmbedded(grammar).map(register))
  return hljs.highlight(code, { language: grammar, ignoreIllegals: true }).value
}
