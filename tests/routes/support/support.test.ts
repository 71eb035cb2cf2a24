import { expect, test } from 'bun:test'
import { corpusProbes, strictSlots } from './corpus'
import { matchOperation, readOperations } from './openapi'
import { isolationProbes } from './probes'
import { holdsIds, sample } from './schema'

// The every-route suite is only as good as what it generates: these pin the generators on a small document.

const Id = {
  anyOf: [
    { format: 'integer', type: 'string' },
    { minimum: 1, type: 'integer' },
  ],
}
const itemBody = {
  type: 'object',
  required: ['todoName'],
  properties: {
    listingId: { nullable: true, anyOf: [Id, { type: 'null' }] },
    todoId: Id,
    todoName: { type: 'string', maxLength: 10 },
    note: { type: ['object', 'null'] },
  },
}
const doc = {
  paths: {
    '/api/v1/todo/item': {
      post: {
        'x-foyer-auth': 'user',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } }, 'multipart/form-data': { schema: {} } } },
      },
    },
    '/api/v1/todo/{listingId}/delete/{todoId}': {
      get: {
        'x-foyer-auth': 'user',
        parameters: [
          { name: 'listingId', in: 'path', schema: { type: 'string' } },
          { name: 'todoId', in: 'path', schema: Id },
        ],
      },
    },
    '/api/v1/todo/{listingId}/items/{filter}': {
      get: {
        'x-foyer-auth': 'user',
        parameters: [
          { name: 'listingId', in: 'path' },
          { name: 'filter', in: 'path', schema: { enum: ['all', 'done'] } },
        ],
      },
    },
    '/api/v1/images/upload': {
      post: { 'x-foyer-auth': 'user', requestBody: { content: { 'multipart/form-data': { schema: { type: 'object', properties: { icon: {} } } } } } },
    },
    '/api/v1/iconpack/info/{id}': { get: { 'x-foyer-auth': 'user', parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }] } },
    '/api/v1/accounts/list': { get: { 'x-foyer-auth': 'admin' } },
    '/api/v1/home': { get: {} },
    '/api/v1/legacy': { post: { requestBody: { content: {} } } },
    '/api-docs/json': { get: {} },
  },
  components: { schemas: { Item: itemBody } },
}
const ops = readOperations(doc)
const op = (key: string) => ops.find((o) => o.key === key)!

test('operations are read with their access, slots and body schemas, $refs inlined', () => {
  expect(ops.map((o) => `${o.key} ${o.access}`)).toEqual([
    'POST /api/v1/todo/item user',
    'GET /api/v1/todo/{listingId}/delete/{todoId} user',
    'GET /api/v1/todo/{listingId}/items/{filter} user',
    'POST /api/v1/images/upload user',
    'GET /api/v1/iconpack/info/{id} user',
    'GET /api/v1/accounts/list admin',
    'GET /api/v1/home public',
    'POST /api/v1/legacy public',
  ])
  expect(op('POST /api/v1/todo/item').body).toEqual({ schema: itemBody, multipart: false })
  expect(op('POST /api/v1/images/upload').body!.multipart).toBe(true)
  // Today's document: content {} — the suite falls back to an empty schema and an empty object as the body.
  expect(op('POST /api/v1/legacy').body).toEqual({ schema: {}, multipart: false })
  expect(matchOperation(ops, 'GET', '/api/v1/todo/7/delete/9')).toEqual({
    op: op('GET /api/v1/todo/{listingId}/delete/{todoId}'),
    values: { listingId: '7', todoId: '9' },
  })
})

test('id slots are told apart by name: ids, arrays of ids, and everything else', () => {
  expect(holdsIds('listingId', {})).toBe('id')
  expect(holdsIds('target', {})).toBe('id')
  expect(holdsIds('items', { type: 'array', items: Id })).toBe('ids')
  expect(holdsIds('items', { type: 'array', items: { type: 'string' } })).toBeNull()
  expect(holdsIds('priority', Id)).toBeNull()
  expect(sample(itemBody)).toEqual({ listingId: '1', todoId: '1', todoName: 'sample tod', note: {} })
})

test('the matrix puts each of alice’s ids in every id slot, path and body, beside alice’s, bob’s and named values', () => {
  const alice = [11, 12]
  const bob = [21, 22]
  const del = isolationProbes(op('GET /api/v1/todo/{listingId}/delete/{todoId}'), undefined, alice, bob).map((p) => p.path)
  for (const a of alice) {
    expect(del).toContain(`/api/v1/todo/${a}/delete/21`)
    expect(del).toContain(`/api/v1/todo/21/delete/${a}`)
    expect(del).toContain(`/api/v1/todo/root/delete/${a}`)
    for (const b of alice) expect(del).toContain(`/api/v1/todo/${a}/delete/${b}`)
  }
  // Never a combination without one of alice's ids: bob may do as he likes with his own.
  expect(del.filter((p) => !/\/1[12](\/|$)/.test(p))).toEqual([])
  const items = isolationProbes(op('GET /api/v1/todo/{listingId}/items/{filter}'), undefined, alice, bob).map((p) => p.path)
  expect(items).toEqual(['/api/v1/todo/11/items/all', '/api/v1/todo/11/items/done', '/api/v1/todo/12/items/all', '/api/v1/todo/12/items/done'])
  const bodies = isolationProbes(op('POST /api/v1/todo/item'), { values: {}, body: { json: { listingId: 21, todoName: 'mine' } } }, alice, bob).map(
    (p) => p.body,
  )
  expect(bodies).toContainEqual({ json: { listingId: 21, todoId: 11, todoName: 'mine' } })
  expect(bodies).toContainEqual({ json: { listingId: 12, todoName: 'mine' } })
  expect(bodies).toContainEqual({ json: { listingId: null, todoId: 12, todoName: 'mine' } })
  expect(bodies.every((b) => b && 'json' in b && [11, 12].some((a) => Object.values(b.json as object).includes(a)))).toBe(true)
})

test('the corpus covers bodies, fields, required fields and hostile slots, expecting 400 only for malformed ids', () => {
  const item = corpusProbes(op('POST /api/v1/todo/item'), 'alice', {}, { json: { listingId: 3, todoName: 'x' } })
  const inputs = item.map((p) => p.input)
  for (const input of [
    'body "null"',
    'body "{"',
    'field todoId = null',
    'field todoName = {}',
    'without required field todoName',
    '"__proto__" key',
    'field note = {"__proto__":{"polluted":1}}',
  ])
    expect(inputs).toContain(input)
  expect(item.find((p) => p.input.startsWith('a body of'))!.expect).toBe(413)
  expect(item.find((p) => p.input.includes('nested 100000 levels'))!.isolated).toBe(true)
  const upload = corpusProbes(op('POST /api/v1/images/upload'), 'alice', {}, undefined).map((p) => p.input)
  expect(upload).toContain('JSON {"icon":"x"} to a multipart route')
  const del = corpusProbes(op('GET /api/v1/todo/{listingId}/delete/{todoId}'), 'alice', { listingId: '3', todoId: '4' }, undefined)
  const expected = (input: string) => del.find((p) => p.input === input)!.expect
  expect(expected("path todoId = '-1'")).toBe(400)
  expect(expected("path listingId = '9007199254740993'")).toBe(400)
  // '..' leaves the route (the URL resolves it) and %ZZ cannot be decoded: for those only "no 5xx" holds.
  expect(expected("path todoId = '..'")).toBeUndefined()
  expect(expected("path todoId = '%ZZ'")).toBeUndefined()
  expect(strictSlots(op('GET /api/v1/iconpack/info/{id}'))).toEqual([])
})
