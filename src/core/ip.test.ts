import { expect, test } from 'bun:test'
import { clientKey, ipv6Groups } from './ip'

test('IPv6 text in any spelling reads as its eight groups; anything else is not IPv6', () => {
  expect(ipv6Groups('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1])
  expect(ipv6Groups('::ffff:10.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0a00, 1])
  expect(ipv6Groups('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1])
  for (const text of ['10.0.0.1', 'localhost', '2001:db8::g', '']) expect(ipv6Groups(text)).toBeNull()
})

test('a login client is an IPv4 address, the IPv4 an IPv6 address carries, or an IPv6 /64', () => {
  expect(clientKey('192.0.2.7')).toBe('192.0.2.7')
  expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7')
  expect(clientKey('2001:db8:a:b::1')).toBe('2001:db8:a:b::/64')
  expect(clientKey('2001:0db8:000a:000b:1:2:3:4')).toBe('2001:db8:a:b::/64')
  expect(clientKey('unknown')).toBe('unknown')
})
