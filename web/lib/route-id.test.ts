import { expect, test } from 'bun:test'
import { routeId } from './route-id'

test('a URL id is plain digits from 1, like the server reads it', () => {
  expect(routeId('42')).toBe(42)
  expect(routeId('9007199254740991')).toBe(9007199254740991)
  for (const bad of [undefined, '', 'abc', '0', '-1', '01', '1.5', '1e3', '0x10', ' 5', '+5', '9007199254740993'])
    expect([bad, routeId(bad)]).toEqual([bad, null])
})
