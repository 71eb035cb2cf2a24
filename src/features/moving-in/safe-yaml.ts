import { PeerRefused } from './peer-tree'

/** Aliases a real dashboard config uses are a handful (Dashy's editor writes a few dozen); a billion-laughs file needs millions. */
const MAX_ALIASES = 1_000

/**
 * YAML as plain data: the core schema only (no custom or language tags, so nothing is built but maps, lists and
 * scalars) and alias expansion bounded, so a billion-laughs file is refused at its first excess, not expanded.
 */
export async function readYaml(text: string): Promise<unknown> {
  const { parseDocument } = await import('yaml')
  const doc = parseDocument(text, { schema: 'core', customTags: [], merge: true, uniqueKeys: false, prettyErrors: false })
  if (doc.errors.length) throw new PeerRefused(`The YAML file could not be read: ${doc.errors[0]!.message.split('\n')[0]}`)
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIASES })
  } catch {
    throw new PeerRefused('The YAML file repeats its aliases too much (a resource exhaustion attack?): refused.')
  }
}
