// README "Development": every web call is a function in a feature's .api.ts, and screens load through useApi (abort,
// late answers dropped). These checks read the source so a new file that breaks either rule fails the suite.
import { expect, test } from 'bun:test'
import { Glob } from 'bun'
import { join } from 'node:path'

const WEB = join(import.meta.dir, '..', 'web')

/**
 * What an effect may call because it loads nothing: the OIDC return's one-time sign-in, a status probe whose answer is
 * dropped, and the addresses a stream's socket or event source opens.
 */
const NOT_LOADS = new Set(['validateOidcCode', 'checkAfterStreamError', 'socketPath', 'codeStreamUrl'])

const sources = [...new Glob('**/*.{ts,tsx}').scanSync(WEB)].filter((path) => !/\.test\.tsx?$/.test(path)).sort()
const read = (path: string) => Bun.file(join(WEB, path)).text()

/** The names a file imports from modules matching `from`. */
function importedNames(source: string, from: RegExp): string[] {
  const names: string[] = []
  for (const [, list, path] of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g))
    if (from.test(path!))
      for (const item of list!.split(',').map((name) => name.trim())) if (item && !item.startsWith('type ')) names.push(item.split(/\s+as\s+/).pop()!)
  return names
}

/** The text of each useEffect / useLayoutEffect call's arguments, found by matching brackets. */
function effectBodies(source: string): string[] {
  const bodies: string[] = []
  for (const match of source.matchAll(/\buse(?:Layout)?Effect\(/g)) {
    let depth = 1
    let i = match.index! + match[0].length
    const start = i
    for (; i < source.length && depth > 0; i++) {
      if (source[i] === '(') depth++
      else if (source[i] === ')') depth--
    }
    bodies.push(source.slice(start, i - 1))
  }
  return bodies
}

/** Files outside web/lib (the client library) and the .api.ts files that import the api() function or call fetch. */
async function callsOutsideApiFiles(paths = sources, text = read): Promise<string[]> {
  const found: string[] = []
  for (const path of paths) {
    if (path.endsWith('.api.ts') || path.startsWith('lib/')) continue
    const source = await text(path)
    if (importedNames(source, /api-client$/).includes('api') || /\bfetch\(/.test(source)) found.push(path)
  }
  return found
}

/**
 * Files whose hand-written effect calls a feature's api function without an abort signal, the way a form loaded before
 * useApi: no abort on unmount, a late answer lands on newer data. (An effect that aborts, like a live card polling on its
 * server's schedule or a display check through useApi's run, passes.)
 */
async function effectsThatLoad(paths = sources, text = read): Promise<string[]> {
  const found: string[] = []
  for (const path of paths) {
    const source = await text(path)
    const calls = importedNames(source, /\.api$/).filter((name) => !NOT_LOADS.has(name))
    if (!calls.length) continue
    const call = new RegExp(`\\b(?:${calls.join('|')})\\s*(?:\\.|\\()`)
    if (effectBodies(source).some((body) => call.test(body) && !/\bsignal\b/.test(body))) found.push(path)
  }
  return found
}

test("no component, screen or store calls api() or fetch itself: only the features' .api.ts files and web/lib do", async () => {
  expect(sources.length).toBeGreaterThan(100)
  expect(await callsOutsideApiFiles()).toEqual([])
})

test('no hand-written effect loads from a feature api: screens and forms load through useApi', async () => {
  expect(await effectsThatLoad()).toEqual([])
})

test('the checks catch a violation (so they cannot pass by reading nothing)', async () => {
  const files: Record<string, string> = {
    'features/x/components/x-form.tsx': `import { api } from '../../../lib/api-client'\nexport const f = () => api('GET', '/x')`,
    'features/x/x.api.ts': `import { api } from '../../lib/api-client'\nexport const xApi = { get: () => api('GET', '/x') }`,
    'features/x/components/x-view.tsx': `import { useEffect } from 'react'\nimport { xApi } from '../x.api'\nexport function V() {\n  useEffect(() => {\n    xApi.get().then(() => {})\n  }, [])\n}`,
    'features/x/components/x-list.tsx': `import { useEffect } from 'react'\nimport { fetchX, type X } from '../x.api'\nexport function L() { useEffect(() => void fetchX(), []) }`,
    'features/x/components/x-ok.tsx': `import { useEffect } from 'react'\nimport { xApi } from '../x.api'\nexport function O() { useEffect(() => document.title = 'x', []); return xApi }`,
    'features/x/components/x-aborts.tsx': `import { useEffect } from 'react'\nimport { xApi } from '../x.api'\nexport function A() { useEffect(() => { const c = new AbortController(); xApi.get(c.signal); return () => c.abort() }, []) }`,
  }
  const paths = Object.keys(files)
  const text = async (path: string) => files[path]!
  expect(await callsOutsideApiFiles(paths, text)).toEqual(['features/x/components/x-form.tsx'])
  expect(await effectsThatLoad(paths, text)).toEqual(['features/x/components/x-view.tsx', 'features/x/components/x-list.tsx'])
})
