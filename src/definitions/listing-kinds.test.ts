import { expect, test } from 'bun:test'
import { openDatabase } from '../core/db'
import { migrate } from '../core/migrate'
import { DEFAULT_ICON_IDS } from './default-icons'
import { formPath, formRoutePatterns, KIND_NAMES, kindOf, LISTING_KINDS, LISTING_TYPES, NAMED_KINDS, viewPath, type ListingKindDef } from './listing-kinds'

test("the kinds are the spec's five, in order, and their types are exactly what the listings table accepts", () => {
  expect(KIND_NAMES).toEqual(['folder', 'link', 'todo', 'snippet', 'stream'])
  expect(LISTING_TYPES).toEqual(['category', 'link', 'todo', 'snippet', 'stream'])
  const db = openDatabase(':memory:')
  migrate(db)
  const sql = db.query<{ sql: string }, []>("SELECT sql FROM sqlite_master WHERE name = 'listings'").get()!.sql
  db.close()
  const check = /listing_type\s+TEXT\s+NOT NULL CHECK \(listing_type IN \(([^)]*)\)\)/.exec(sql)![1]!
  expect(check.split(',').map((v) => v.trim().replace(/'/g, ''))).toEqual(LISTING_TYPES)
})

test('every kind is found by its listingType', () => {
  for (const kind of KIND_NAMES) expect(kindOf(LISTING_KINDS[kind].type)).toBe(LISTING_KINDS[kind])
})

test('view paths: folder /c/{id}, todo /t/{id}, snippet /s/{id}, stream the stream hub; a link has none of its own', () => {
  expect(KIND_NAMES.map((kind) => viewPath(LISTING_KINDS[kind].type, 7))).toEqual(['/c/7', null, '/t/7', '/s/7', '/streaming'])
})

test('form paths follow the spec, and the router patterns made from the same entries match every one of them', () => {
  const cases: Array<[Parameters<typeof formPath>, string]> = [
    [['category', 'root'], '/listing/save/category'],
    [['category', null, 4], '/listing/save/category/4'],
    [['link', 12], '/listing/12/save/link'],
    [['todo', 3, 5], '/listing/3/save/todo/5'],
    [['snippet', '9'], '/listing/9/save/snippet'],
    // Streams live in the stream hub: no parent segment (spec 2 §2).
    [['stream', 3, 5], '/streaming/listing/save/stream/5'],
    [['stream', 'root'], '/streaming/listing/save/stream'],
  ]
  for (const [args, path] of cases) expect(formPath(...args)).toBe(path)
  const patterns = KIND_NAMES.flatMap(formRoutePatterns).map((p) => new RegExp(`^/${p.replace(/\/:(\w+)\?/g, '(/[^/]+)?').replace(/:(\w+)/g, '[^/]+')}$`))
  for (const [, path] of cases) expect({ path, matched: patterns.some((p) => p.test(path)) }).toEqual({ path, matched: true })
  expect(formRoutePatterns('folder')).toEqual(['listing/save/category/:listingid?', 'listing/:parentid/save/category/:listingid?'])
  expect(formRoutePatterns('stream')).toEqual(['streaming/listing/save/stream/:listingid?'])
})

test('save bodies: the named lists are {kind}Name and {kind}Icon; links and streams send linkName and linkURL (spec 2 §7)', () => {
  expect(NAMED_KINDS).toEqual(['folder', 'todo', 'snippet'])
  for (const kind of NAMED_KINDS) expect<object>(LISTING_KINDS[kind].body).toEqual({ name: `${kind}Name`, icon: `${kind}Icon`, url: null })
  expect(LISTING_KINDS.link.body).toEqual({ name: 'linkName', icon: 'linkIcon', url: 'linkURL' })
  expect(LISTING_KINDS.stream.body).toEqual({ name: 'linkName', icon: null, url: 'linkURL' })
})

test("default icons: each kind's key is one of the spec's, and the icon table takes the kinds' Tabler ids", () => {
  expect(Object.keys(DEFAULT_ICON_IDS).sort()).toEqual(['authenticator', 'camera', 'device', 'folder', 'link', 'snippet', 'todo'])
  for (const kind of KIND_NAMES) expect(DEFAULT_ICON_IDS[LISTING_KINDS[kind].icon.key]).toBe(LISTING_KINDS[kind].icon.tabler)
})

test("the New menu kinds are the spec's four; streams are added in the stream hub", () => {
  expect(KIND_NAMES.filter((kind) => LISTING_KINDS[kind].inNewMenu).map((kind) => LISTING_KINDS[kind].label)).toEqual(['Folder', 'Link', 'Todo', 'Snippet'])
})

test('the compiler refuses a kind that leaves out a field (checked by tsc, which runs over the tests)', () => {
  const { messages: _left, ...withoutMessages } = LISTING_KINDS.folder
  // @ts-expect-error: every kind must say its form's messages
  const incomplete = { folder: withoutMessages } satisfies Record<string, ListingKindDef>
  expect(Object.keys(incomplete.folder)).not.toContain('messages')
})
