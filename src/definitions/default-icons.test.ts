import { expect, test } from 'bun:test'
import { useTestApp } from '../../tests/helpers/test-app'
import { DEFAULT_ICON_KEYS } from './default-icons'
import { LISTING_KINDS, NAMED_KINDS } from './listing-kinds'

// Spec 1 §3: "Icon: iconUrl, iconUrlLight, iconProvider. The self-hosted provider has a special identifier ...
// Default icon keys: folder, link, todo, snippet, camera, device, authenticator." The spec's clients save their defaults
// as the key itself, e.g. { iconUrl: 'link', iconUrlLight: null, iconProvider: 'com.astroluma.self' }.
const PROVIDERS = ['com.astroluma.self', 'selfhosted', 'tabler']
const iconOf = (key: string, i: number) => ({ iconUrl: key, iconUrlLight: null, iconProvider: PROVIDERS[i % PROVIDERS.length] })
const INVALID = { error: true, message: 'Invalid icon: { iconUrl, iconUrlLight?, iconProvider?, iconId? }.' }

const t = useTestApp()

test('the spec lists exactly these default keys', () => {
  expect([...DEFAULT_ICON_KEYS].sort()).toEqual(['authenticator', 'camera', 'device', 'folder', 'link', 'snippet', 'todo'])
})

test('every kind of listing with an icon field saves each default key as its icon and reads it back as sent', async () => {
  for (const [i, key] of DEFAULT_ICON_KEYS.entries()) {
    const icon = iconOf(key, i)
    for (const kind of NAMED_KINDS) {
      const { name, icon: field } = LISTING_KINDS[kind].body
      const saved = await t.call('POST', `/api/v1/listing/save/${kind}`, { token: t.alice, body: { [name]: `${kind} ${key}`, [field!]: icon } })
      expect([kind, key, saved.status]).toEqual([kind, key, 200])
      const read = await t.call('GET', `/api/v1/listing/${kind}/${saved.body.message.id}`, { token: t.alice })
      expect(read.body.message.listing.listingIcon).toEqual(icon)
    }
    const link = await t.call('POST', '/api/v1/listing/save/link', {
      token: t.alice,
      body: { linkName: `link ${key}`, linkIcon: icon, linkURL: 'https://example.org/' },
    })
    expect([key, link.status]).toEqual([key, 200])
    expect((await t.call('GET', `/api/v1/listing/link/${link.body.message.id}`, { token: t.alice })).body.message.listing.listingIcon).toEqual(icon)
  }
  // The home page lists them with their keys, for clients that draw the default icon themselves.
  const home = (await t.call('GET', '/api/v1/listing/folder/root/list', { token: t.alice })).body.message.items
  expect(home).toHaveLength(DEFAULT_ICON_KEYS.length * (NAMED_KINDS.length + 1))
  expect(new Set(home.map((item: { listingIcon: { iconUrl: string } }) => item.listingIcon.iconUrl))).toEqual(new Set(DEFAULT_ICON_KEYS))
})

test('a device, an authenticator, the site logo and an avatar take a default key too', async () => {
  for (const [i, key] of DEFAULT_ICON_KEYS.entries()) {
    const icon = iconOf(key, i)
    const device = await t.call('POST', '/api/v1/servers/save/device', {
      token: t.alice,
      body: { deviceName: `NAS ${key}`, deviceIp: '127.0.0.1', deviceIcon: icon },
    })
    expect([key, device.status]).toEqual([key, 200])
    expect((await t.call('GET', `/api/v1/servers/device/${device.body.message.id}`, { token: t.alice })).body.message.deviceIcon).toEqual(icon)

    const totp = await t.call('POST', '/api/v1/totp/save', {
      token: t.alice,
      body: { serviceName: `Mail ${key}`, secret: 'JBSWY3DPEHPK3PXP', serviceIcon: icon },
    })
    expect([key, totp.status]).toEqual([key, 200])
    expect((await t.call('GET', `/api/v1/totp/${totp.body.message.id}`, { token: t.alice })).body.message.serviceIcon).toEqual(icon)
  }
  const logo = iconOf('link', 0)
  expect((await t.call('POST', '/api/v1/settings', { token: t.alice, body: { siteName: 'Home', siteLogo: logo } })).status).toBe(200)
  expect((await t.call('GET', '/api/v1/settings', { token: t.alice })).body.message.siteLogo).toEqual(logo)
  const me = (await t.call('GET', '/api/v1/dashboard', { token: t.alice })).body.message.userData
  expect((await t.call('POST', `/api/v1/accounts/avatar/${me.id}`, { token: t.alice, body: { avatar: iconOf('authenticator', 0) } })).status).toBe(200)
  expect((await t.call('GET', '/api/v1/dashboard', { token: t.alice })).body.message.userData.userAvatar).toEqual(iconOf('authenticator', 0))
})

test('every other bare word is still refused, and nothing is saved', async () => {
  const save = (iconUrl: string) => t.call('POST', '/api/v1/listing/save/folder', { token: t.alice, body: { folderName: 'A', folderIcon: { iconUrl } } })
  for (const iconUrl of ['Folder', 'folders', ' folder', 'folder ', 'defaultuser', 'logo', 'folder.svg', 'javascript:alert(1)', 'folder\nhttps://x'])
    expect([iconUrl, (await save(iconUrl)).body]).toEqual([iconUrl, INVALID])
  const device = await t.call('POST', '/api/v1/servers/save/device', {
    token: t.alice,
    body: { deviceName: 'NAS', deviceIp: '127.0.0.1', deviceIcon: { iconUrl: 'server' } },
  })
  expect(device.status).toBe(400)
  expect(t.db.query<{ n: number }, []>('SELECT count(*) AS n FROM listings').get()!.n).toBe(0)
})
