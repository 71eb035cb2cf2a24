/** The document with every local $ref replaced by what it points at, for tests that read plain schemas. */
export function inlineRefs<T>(value: T, doc: unknown = value, seen: string[] = []): T {
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, doc, seen)) as T
  if (!value || typeof value !== 'object') return value
  const ref = (value as { $ref?: unknown }).$ref
  if (typeof ref === 'string' && ref.startsWith('#/') && !seen.includes(ref)) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], doc)
    return inlineRefs(target ?? {}, doc, [...seen, ref]) as T
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inlineRefs(v, doc, seen)])) as T
}
