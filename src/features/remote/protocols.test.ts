import { expect, test } from 'bun:test'
import { CONNECTION_TYPES, type ConnectionTarget, type ConnectionType } from '../../definitions/devices'
import { guacdSettings } from './protocols.registry'

/** A target with every field filled, so each protocol shows exactly which of them it hands to guacd. */
const full = (type: ConnectionType): ConnectionTarget => ({
  deviceId: 1,
  type,
  hostname: '10.0.0.5',
  port: 2200,
  username: 'pi',
  password: 'pass',
  privateKey: 'KEY',
  passphrase: 'phrase',
  colorScheme: 'green-black',
  enableSftp: true,
  domain: 'HOME',
  security: 'nla',
  ignoreCert: true,
  terminalType: 'xterm',
})

const common = { hostname: '10.0.0.5', port: 2200, username: 'pi', password: 'pass' }
const expected: Record<ConnectionType, Record<string, string | number | boolean>> = {
  ssh: { ...common, 'color-scheme': 'green-black', 'terminal-type': 'xterm', 'private-key': 'KEY', passphrase: 'phrase', 'enable-sftp': true },
  rdp: { ...common, domain: 'HOME', security: 'nla', 'ignore-cert': true, 'enable-sftp': true },
  vnc: common,
  telnet: { ...common, 'color-scheme': 'green-black', 'terminal-type': 'xterm' },
}

for (const type of CONNECTION_TYPES)
  test(`${type}: guacd gets the address, the sign-in and only its own protocol's parameters`, () => {
    expect(guacdSettings(full(type))).toEqual(expected[type])
  })

test('empty values are left out: guacd falls back to its own defaults for them', () => {
  const bare = { ...full('ssh'), username: null, password: '', privateKey: null, passphrase: null, enableSftp: false, terminalType: null }
  expect(guacdSettings(bare)).toEqual({ hostname: '10.0.0.5', port: 2200, 'color-scheme': 'green-black' })
  expect(guacdSettings({ ...full('rdp'), domain: null, ignoreCert: false, enableSftp: false })).toEqual({ ...common, security: 'nla' })
})
