import { expect, test } from 'bun:test'
import { hostOf, icmpPing, pingCommand, tcpConnect } from './host-probe'

test('a TCP connect to a listening port is open, with its time; to a closed one refused', async () => {
  const listener = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
  try {
    const open = await tcpConnect('127.0.0.1', listener.port, 2000)
    expect(open.outcome).toBe('open')
    expect(open.outcome === 'open' && open.ms).toBeGreaterThanOrEqual(0)
  } finally {
    listener.stop(true)
  }
  expect(await tcpConnect('127.0.0.1', 1, 2000)).toEqual({ outcome: 'refused' })
})

test('the host and port of an address go through the one outbound check', () => {
  expect(hostOf('http://127.0.0.1:8080/x')).toEqual({ host: '127.0.0.1', port: 8080 })
  expect(hostOf('https://nas.lan/')).toEqual({ host: 'nas.lan', port: 443 })
  expect(hostOf('http://[::1]/')).toEqual({ host: '::1', port: 80 })
  expect(() => hostOf('file:///etc/passwd')).toThrow('Only http and https addresses may be called')
})

test('ping is handed one echo of a host, never an option or anything but a host', () => {
  expect(pingCommand('/bin/ping', 'nas.lan', 1)).toEqual(['/bin/ping', '-n', '-c', '1', '-W', '1', 'nas.lan'])
  expect(pingCommand('/bin/ping', 'fe80::1%eth0', 1)?.at(-1)).toBe('fe80::1%eth0')
  expect(pingCommand('/bin/ping', '-f', 1)).toBeNull()
  expect(pingCommand('/bin/ping', '127.0.0.1 -f', 1)).toBeNull()
  expect(pingCommand('/bin/ping', '127.0.0.1;reboot', 1)).toBeNull()
})

// The loopback answers ICMP wherever this server can run ping at all.
test.if(Bun.which('ping') !== null)('a ping of the loopback is answered, with its round trip', async () => {
  expect(await icmpPing('127.0.0.1', 1)).toBeNumber()
})
