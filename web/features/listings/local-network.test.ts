import { expect, test } from 'bun:test'
import { isLocalHost, linkHref } from './local-network'

test('localhost, private ranges and link-local addresses count as local; public names and addresses do not', () => {
  for (const host of ['localhost', '127.0.0.1', '192.168.1.20', '10.0.0.5', '172.16.0.1', '172.31.255.1', 'nas.local', '[::1]', 'fd12:3456::1'])
    expect({ host, local: isLocalHost(host) }).toEqual({ host, local: true })
  for (const host of ['example.org', '8.8.8.8', '172.32.0.1', '192.169.0.1', '11.0.0.1', 'local.example.org'])
    expect({ host, local: isLocalHost(host) }).toEqual({ host, local: false })
})

test('the local URL is preferred on the local network, the remote URL elsewhere, each falling back to the other', () => {
  const both = { listingUrl: 'https://nas.example.org', localUrl: 'http://192.168.1.5:5000' }
  expect(linkHref(both, '192.168.1.2')).toBe('http://192.168.1.5:5000')
  expect(linkHref(both, 'dash.example.org')).toBe('https://nas.example.org')
  expect(linkHref({ listingUrl: null, localUrl: 'http://10.0.0.1' }, 'dash.example.org')).toBe('http://10.0.0.1')
  expect(linkHref({ listingUrl: 'https://x.org', localUrl: '' }, 'localhost')).toBe('https://x.org')
  expect(linkHref({ listingUrl: null, localUrl: null }, 'localhost')).toBeNull()
})
