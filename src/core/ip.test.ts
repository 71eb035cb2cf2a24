import { expect, test } from 'bun:test'
import { isIP as nodeIsIP } from 'node:net'
import { clientKey, ipv6Groups, isIP } from './ip'

test('isIP reads addresses as node:net does (which the server no longer loads)', () => {
  const texts = [
    ...[
      '0.0.0.0',
      '127.0.0.1',
      '255.255.255.255',
      '192.168.1.10',
      '1.2.3',
      '1.2.3.4.5',
      '256.1.1.1',
      '01.2.3.4',
      '1.2.3.04',
      '1.2.3.4 ',
      ' 1.2.3.4',
      '1.2.3.-4',
      '1..3.4',
      '1.2.3.4/8',
      '0x7f.0.0.1',
      '1e1.1.1.1',
    ],
    ...[
      '::',
      '::1',
      '1::',
      '2001:db8::1',
      '2001:0db8:0000:0000:0000:ff00:0042:8329',
      'fe80::1',
      'FE80::ABCD',
      '::ffff:10.0.0.1',
      '::10.0.0.1',
      '64:ff9b::192.0.2.33',
    ],
    ...[
      '1:2:3:4:5:6:7:8',
      '1:2:3:4:5:6:1.2.3.4',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '1::2::3',
      ':::',
      '1:::2',
      '12345::',
      'g::1',
      '::ffff:01.2.3.4',
      '::ffff:1.2.3',
      '::1.2.3.4.5',
    ],
    ...[
      '[::1]',
      '::1]/x[',
      '::1/128',
      '',
      'localhost',
      'example.com',
      '1.2.3.4:80',
      ':',
      '.',
      '::ffff:256.1.1.1',
      '1:2:3:4:5:6:7::',
      '::2:3:4:5:6:7:8',
      '1:2:3:4:5:6:7:8::',
    ],
  ]
  for (const text of texts) expect([text, isIP(text)]).toEqual([text, nodeIsIP(text) as 0 | 4 | 6])
})

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
