// Moving in: a normal user imports Homepage's services.yaml on /manage/import; the new folder opens with what came in and what not.
import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { atPath, shot, signIn } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Ada Lovelace', username: 'ada', password: 'analytical-1843' }
const e2e = useFoyer(ADMIN)
// Homepage's docs examples, beside the repository (../shared/fixtures/import, sources in its SOURCES.md).
const SERVICES = readFileSync(join(import.meta.dir, '../../../shared/fixtures/import/homepage/docs-services.yaml'))

test('a normal user imports a Homepage services.yaml: the new folder opens with its groups and the summary', async () => {
  await e2e.api('POST', '/accounts/save', { fullName: 'Bob', username: 'bob', siteName: 'Bob', password: 'bob-pass-1' })
  const page = await e2e.chrome.page(e2e.foyer, { width: 1280, height: 900 })
  await signIn(page, 'bob', 'bob-pass-1')
  await page.goto('/manage/import')
  await page.getByLabel('Dashboard or bookmarks file').setInputFiles({ name: 'services.yaml', mimeType: 'application/yaml', buffer: SERVICES })
  await page.getByRole('button', { name: 'Add to my dashboard' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/c/'))
  await page.getByRole('heading', { name: 'Imported from Homepage' }).waitFor()
  const summary = page.getByRole('status', { name: 'Import summary' })
  await summary.getByText('Imported 5 folders, 9 links and 4 live apps.').waitFor()
  await summary.getByText('Its uptimerobot widget has no built-in live app in Foyer.').waitFor()
  for (const group of ['Group A', 'Service Widgets', 'Service Integrations', 'Group C']) await page.getByText(group, { exact: true }).first().waitFor()
  await shot(page, 'peer-import-folder-dark')
  // It survives a reload (the history entry keeps it) until dismissed.
  await page.reload()
  await summary.getByText('Imported 5 folders, 9 links and 4 live apps.').waitFor()
  await page.getByRole('button', { name: 'Dismiss the import summary' }).click()
  await summary.waitFor({ state: 'detached' })
  // Nothing signs out after a peer import.
  expect(new URL(page.url()).pathname).not.toBe('/login')
  await page.setViewportSize({ width: 375, height: 760 })
  await page.goto('/manage/import')
  await atPath(page, '/manage/import')
  await page.getByRole('heading', { name: 'Bring your links' }).waitFor()
  await shot(page, 'manage-import-dark-375', { fullPage: true })
})

test('the super admin brings browser bookmarks in a light theme: a summary, and nobody is signed out', async () => {
  await e2e.api('POST', '/settings/theme', { colorTheme: 'light' })
  const page = await e2e.open()
  await page.goto('/manage/import')
  const bookmarks = readFileSync(join(import.meta.dir, '../../../shared/fixtures/import/bookmarks/firefox_nested.htm'))
  await page.getByLabel('Dashboard or bookmarks file').setInputFiles({ name: 'bookmarks.html', mimeType: 'text/html', buffer: bookmarks })
  await page.getByRole('button', { name: 'Add to my dashboard' }).click()
  const summary = page.getByRole('status', { name: 'Import summary' })
  await summary.getByText('Its place: address is not a web address.').first().waitFor()
  await page.getByRole('heading', { name: 'Imported from browser bookmarks' }).waitFor()
  await page.getByText('Comics', { exact: true }).first().waitFor()
  await shot(page, 'peer-import-folder-light')
  await page.goto('/manage/import')
  // Each kind of file says what it does to the data, in the same words' form.
  const effects: [string, string][] = [
    ['peer-import', 'Adds beside your data.'],
    ['personal-backup', 'Replaces your data.'],
    ['backup-restore', 'Replaces the whole instance.'],
  ]
  for (const [section, effect] of effects) await page.locator(`[aria-labelledby="${section}"]`).getByText(effect, { exact: true }).waitFor()
  await shot(page, 'manage-import-light', { fullPage: true })
  await page.setViewportSize({ width: 375, height: 760 })
  await page.goBack()
  await summary.getByText('Its place: address is not a web address.').first().waitFor()
  await shot(page, 'peer-import-folder-light-375')
})
