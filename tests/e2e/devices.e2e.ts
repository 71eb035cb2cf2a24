// Devices, the credential locker and remote sessions in the browser: a NAS added with a locker credential shows up
// green, wakes over UDP on 127.0.0.1, and its SSH session reaches a protocol-true fake guacd through Foyer.
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createSocket } from 'node:dgram'
import { startFakeGuacd } from '../helpers/fake-guacd'
import { addressesOf, atPath, sessionToken, shot, toast, until } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Radia Perlman', username: 'radia', password: 'spanning-tree' }
const e2e = useFoyer(ADMIN)
const guacd = startFakeGuacd()
const udp = createSocket('udp4')
const packets: Buffer[] = []
let udpPort = 0

beforeAll(async () => {
  udp.on('message', (packet) => packets.push(packet))
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve))
  udpPort = udp.address().port
})
afterAll(() => {
  udp.close()
  guacd.stop()
})

test('the credential locker: add with its rules, list, edit keeps the secret', async () => {
  await e2e.api('POST', '/settings/theme', { colorTheme: 'dark' })
  const page = await e2e.open()
  await page.goto('/manage/credential')
  await page.getByRole('link', { name: 'Add New' }).click()
  await atPath(page, '/manage/credential/add')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Credential Name is required').waitFor()
  await page.getByLabel('Credential Name').fill('NAS root')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Credential Type is required').waitFor()
  await page.getByLabel('Credential Type').selectOption('password')
  await page.getByRole('textbox', { name: 'Username' }).fill('root')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Password is required').waitFor()
  await page.getByLabel('Password', { exact: true }).fill('locker-pass')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Credential saved successfully!').waitFor()
  await atPath(page, '/manage/credential')
  await page.getByRole('cell', { name: 'NAS root', exact: true }).waitFor()
  await page.getByRole('cell', { name: 'Username & Password' }).waitFor()
  await shot(page, 'credentials-dark')

  // Spec 2/3: a row menu with Edit and Delete, not buttons in the row; Escape closes it back onto its button.
  const row = page.getByRole('row', { name: /NAS root/ })
  expect(await row.getByRole('button').count()).toBe(1)
  const actions = row.getByRole('button', { name: 'Actions for NAS root' })
  await actions.click()
  const menu = page.getByRole('menu', { name: 'Actions for NAS root' })
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Edit', 'Delete'])
  await page.keyboard.press('Escape')
  await menu.waitFor({ state: 'detached' })
  expect(await actions.evaluate((b) => b === document.activeElement)).toBe(true)
  await actions.click()
  await menu.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete credential' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await confirm.waitFor({ state: 'detached' })

  await actions.click()
  await menu.getByRole('menuitem', { name: 'Edit' }).click()
  expect(await page.getByRole('textbox', { name: 'Username' }).inputValue()).toBe('root')
  expect(await page.getByLabel('Password', { exact: true }).inputValue()).not.toContain('locker-pass')
  await shot(page, 'credential-form-dark')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Credential updated successfully!').waitFor()
})

test('a NAS with a locker credential: form rules, type change asks, green on the grid, wake, and an SSH session through guacd', async () => {
  await e2e.api('POST', '/settings/connection', { enableServerConnection: true, guacdIp: '127.0.0.1', guacdPort: guacd.port })
  const page = await e2e.open()
  await page.goto('/servers')
  await page.getByRole('link', { name: 'Add new' }).click()
  await atPath(page, '/servers/save')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Name and IP are required fields').waitFor()
  await page.getByLabel('Device Name').fill('NAS')
  await page.getByLabel('IP Address').fill('127.0.0.300')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Invalid IP address format. Please enter a valid IPv4.').waitFor()
  await page.getByLabel('IP Address').fill('127.0.0.1')
  await page.getByRole('switch', { name: /Wake-on-LAN/ }).check()
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'All Wake-on-LAN fields are required when enabled').waitFor()
  await page.getByLabel('MAC Address').fill('AA:BB:CC:DD:EE:01')
  await page.getByLabel('Broadcast Address').fill('127.0.0.1')
  await page.getByLabel('Port', { exact: true }).first().fill(String(udpPort))

  await page.getByRole('switch', { name: /Remote connection/ }).check()
  expect(await page.getByLabel('Hostname').inputValue()).toBe('127.0.0.1')
  await page.locator('select[name="credentialId"]').selectOption({ label: 'NAS root' })
  // Changing the type after a credential was chosen asks, then clears it and resets the port.
  await page.getByLabel('Connection Type').selectOption('rdp')
  await page.getByRole('dialog', { name: 'Change connection type' }).getByRole('button', { name: 'Change' }).click()
  expect(await page.getByLabel('Port', { exact: true }).last().inputValue()).toBe('3389')
  await page.getByLabel('Connection Type').selectOption('ssh')
  expect(await page.getByLabel('Port', { exact: true }).last().inputValue()).toBe('22')
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Please select a credential from the locker.').waitFor()
  await page.locator('select[name="credentialId"]').selectOption({ label: 'NAS root' })
  await shot(page, 'device-form-dark', { fullPage: true })
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Device saved.').waitFor()
  await atPath(page, '/servers')

  const dot = page.getByRole('button', { name: /^NAS: Alive/ })
  await dot.waitFor()
  await shot(page, 'servers-dark')

  await page.getByRole('button', { name: 'NAS 127.0.0.1' }).click()
  const details = page.getByRole('dialog', { name: 'Device Details' })
  await details.getByRole('button', { name: 'Wake' }).click()
  await page.getByRole('dialog', { name: 'Wake device' }).getByRole('button', { name: 'Wake' }).click()
  await toast(page, 'Wake-on-LAN packet sent to NAS.').waitFor()
  await until(
    async () => packets.length,
    (n) => n > 0,
    'the magic packet',
  )
  expect(packets[0]!.subarray(6, 12)).toEqual(Buffer.from([0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0x01]))
  const connect = details.getByRole('link', { name: 'Connect' })
  expect(await connect.getAttribute('target')).toBe('_blank')
  const href = (await connect.getAttribute('href'))!
  await shot(page, 'device-details-dark')

  await page.goto(href)
  await page.getByTestId('remote-display').locator('canvas').first().waitFor({ state: 'attached' })
  await page.getByRole('status').waitFor({ state: 'detached' })
  const session = guacd.sessions.at(-1)!
  expect(session.protocol).toBe('ssh')
  expect(session.params).toMatchObject({ hostname: '127.0.0.1', port: '22', username: 'root', password: 'locker-pass' })
  await shot(page, 'remote-session')
})

test('live status comes over a socket opened with a ticket: no address the page asks for carries the session token', async () => {
  const { id } = await e2e.api('POST', '/servers/save/device', { deviceName: 'Router', deviceIp: '127.0.0.1', deviceIcon: { iconUrl: '/icons/server.svg' } })
  const page = await e2e.open()
  const token = await sessionToken(page)
  const addresses = addressesOf(page)
  const answers: string[] = []
  page.on('websocket', (socket) => socket.on('framereceived', (frame) => void answers.push(String(frame.payload))))
  await page.goto('/servers')
  await page.getByRole('button', { name: /^Router: Alive/ }).waitFor()
  expect(answers.map((a) => JSON.parse(a))).toContainEqual({ id, deviceIp: '127.0.0.1', alive: true })
  const sockets = addresses.filter((a) => a.startsWith('ws:'))
  expect(sockets).toHaveLength(1)
  expect(sockets[0]).toMatch(/\/ws\/devices\?ticket=[\w-]{43}$/)
  expect(addresses.filter((a) => a.includes(token))).toEqual([])
})

test('a refused session shows Connection Error with a reconnect button; a missing id goes home', async () => {
  await e2e.api('POST', '/settings/connection', { enableServerConnection: false })
  const [device] = await e2e.api('GET', '/servers/devices')
  const page = await e2e.open()
  await page.goto(`/connect/${device.id}`)
  await page.getByRole('heading', { name: 'Connection Error' }).waitFor()
  await page.getByRole('button', { name: 'Reconnect' }).waitFor()
  await page.goto('/connect')
  await atPath(page, '/')
})

test('at 375 px in a light theme: the grid, the form and the connection settings', async () => {
  await e2e.api('POST', '/settings/theme', { colorTheme: 'light' })
  await e2e.api('POST', '/settings/connection', { enableServerConnection: true, guacdIp: '127.0.0.1', guacdPort: guacd.port })
  const page = await e2e.open({ width: 375, height: 812 })
  await page.goto('/servers')
  await page.getByTestId('device-card').first().waitFor()
  await shot(page, 'servers-light-375')
  await page.getByRole('link', { name: 'Add new' }).click()
  await page.getByRole('switch', { name: /Remote connection/ }).check()
  await shot(page, 'device-form-light-375', { fullPage: true })
  await page.goto('/manage/connection')
  await page.getByLabel('guacd Port').waitFor()
  expect(await page.getByLabel('guacd Port').inputValue()).toBe(String(guacd.port))
  await shot(page, 'connection-settings-light-375')
  await page.getByRole('switch', { name: /Enable connections/ }).uncheck()
  expect(await page.getByLabel('guacd Address').isDisabled()).toBe(true)
  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Connection settings saved.').waitFor()
})

test("with connections off, the grid's hint leads through General Settings to the switch in Connection Settings", async () => {
  await e2e.api('POST', '/settings/connection', { enableServerConnection: false, guacdIp: '127.0.0.1', guacdPort: guacd.port })
  const page = await e2e.open({ width: 375, height: 812 })
  await page.goto('/servers')
  await page.getByRole('link', { name: 'Enable connection features' }).click()
  // The spec's target: General Settings, opened at its Remote connections row, which says they are off.
  await atPath(page, '/manage/general')
  const row = page.locator('#connections')
  await row.getByText('SSH, RDP and VNC from the devices screen are off.').waitFor()
  const onward = row.getByRole('link', { name: 'Connection Settings' })
  await until(
    () => onward.evaluate((el) => el === document.activeElement && el.getBoundingClientRect().bottom <= innerHeight),
    (ready) => ready,
    'the row in view, its link focused',
  )
  await shot(page, 'general-settings-connections-375')
  await onward.click()
  await atPath(page, '/manage/connection')
  await page.getByRole('switch', { name: /Enable connections/ }).waitFor()
})
