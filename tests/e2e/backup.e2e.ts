// Backup: an administrator downloads one, changes things, imports it back and is signed out; a normal user cannot.
import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { atPath, shot, signIn, toast, until } from './support/browser'
import { apiLogin, tempDir } from './support/server'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Ada Lovelace', username: 'ada', password: 'analytical-1843' }
const e2e = useFoyer(ADMIN)

const FOLDER_ICON = { iconUrl: '/api/v1/icons/tabler/3.0.0/dark/folder.svg', iconUrlLight: null, iconProvider: 'tabler', iconId: 'folder' }
const folder = (token: string, folderName: string) =>
  e2e.foyer.api('POST', '/listing/save/folder', { token, body: { folderName, folderIcon: FOLDER_ICON, parentId: null, showInSidebar: false } })
const homeNames = async (token: string) =>
  ((await e2e.foyer.api('GET', '/dashboard', { token })).body.homepageItems as Array<{ listingName: string }>).map((i) => i.listingName).sort()

test('a normal user sees the warning but no import: only an administrator may replace all data', async () => {
  await e2e.api('POST', '/accounts/save', { fullName: 'Bob', username: 'bob', siteName: 'Bob', password: 'bob-pass-1' })
  const page = await e2e.chrome.page(e2e.foyer, { width: 375, height: 760 })
  await signIn(page, 'bob', 'bob-pass-1')
  await page.goto('/manage/import')
  await page.getByText('permanently deletes all current data').waitFor()
  await page.getByText('Only an administrator can make or import a backup').waitFor()
  expect(await page.getByRole('button', { name: 'Import' }).count()).toBe(0)
  await shot(page, 'backup-import-user-375')
})

test('the administrator downloads a backup, changes things, imports it: the backup state is back and everyone is signed out', async () => {
  await folder(e2e.token, 'Kept in the backup')
  const page = await e2e.open()
  await page.goto('/manage/import')
  await page.getByRole('heading', { name: 'Import', exact: true }).waitFor()
  await shot(page, 'backup-import-dark')

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download backup' }).click()])
  expect(download.suggestedFilename()).toMatch(/^foyer-backup-\d{4}-\d{2}-\d{2}\.zip$/)
  const saved = join(tempDir('foyer-backup-'), download.suggestedFilename())
  await download.saveAs(saved)
  expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK')

  // After the backup: a new folder, and a second session that the import must end too.
  await folder(e2e.token, 'Made after the backup')
  const other = await apiLogin(e2e.foyer, ADMIN.username, ADMIN.password)
  expect(await homeNames(other)).toEqual(['Kept in the backup', 'Made after the backup'])

  // Not a ZIP: the spec's message, nothing sent.
  const input = page.getByLabel('Backup ZIP file')
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await toast(page, 'Please select a valid ZIP backup file').waitFor()
  expect(await page.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true)

  await input.setInputFiles(saved)
  await page.getByRole('button', { name: 'Import' }).click()
  await toast(page, 'Backup imported successfully! Please log in again.').waitFor()
  // Spec 3 §4: signed out 2 seconds after the import.
  const importedAt = Date.now()
  await atPath(page, '/login')
  expect(Date.now() - importedAt).toBeGreaterThan(1000)

  expect((await e2e.foyer.api('GET', '/dashboard', { token: other })).status).toBe(401)
  e2e.token = await apiLogin(e2e.foyer, ADMIN.username, ADMIN.password)
  await until(
    () => homeNames(e2e.token),
    (names) => names.join() === 'Kept in the backup',
    'the backup state restored',
  )
})

test('the import screen in a light theme', async () => {
  await e2e.api('POST', '/settings/theme', { colorTheme: 'light' })
  const page = await e2e.open()
  await page.goto('/manage/import')
  await page.getByRole('button', { name: 'Download backup' }).waitFor()
  await shot(page, 'backup-import-light')
})

test('a normal user downloads their own data under a passphrase and brings it back in place of what they have now', async () => {
  await e2e.api('POST', '/accounts/save', { fullName: 'Carol', username: 'carol', siteName: 'Carol', password: 'carol-pass-1' })
  const carol = await apiLogin(e2e.foyer, 'carol', 'carol-pass-1')
  await folder(carol, 'Carried along')
  const page = await e2e.chrome.page(e2e.foyer, { width: 375, height: 760 })
  await signIn(page, 'carol', 'carol-pass-1')
  await page.goto('/manage/import')
  await page.getByLabel('Passphrase (at least 8 characters)').fill('a long passphrase')
  await shot(page, 'backup-personal-375')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()])
  expect(download.suggestedFilename()).toMatch(/^foyer-my-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const saved = join(tempDir('foyer-my-data-'), download.suggestedFilename())
  await download.saveAs(saved)

  await folder(carol, 'Made after the export')
  await page.getByLabel('Your backup ZIP').setInputFiles(saved)
  await page.getByLabel('Its passphrase').fill('not the passphrase')
  await page.getByRole('button', { name: 'Replace my data' }).click()
  await toast(page, 'Wrong passphrase: this backup cannot be opened with it.').waitFor()
  expect(await homeNames(carol)).toEqual(['Carried along', 'Made after the export'])

  await page.getByLabel('Its passphrase').fill('a long passphrase')
  await page.getByRole('button', { name: 'Replace my data' }).click()
  await toast(page, /^Your data was imported: 1 folders/).waitFor()
  expect(await homeNames(carol)).toEqual(['Carried along'])
  // Still signed in: only a whole-instance import ends sessions.
  expect((await e2e.foyer.api('GET', '/dashboard', { token: carol })).status).toBe(200)
})
