// Moving in from the seeds' product: its backup ZIP imported on /manage/import; its users then sign in with their old passwords.
import { expect, test } from 'bun:test'
import { join } from 'node:path'
import { writeFileSync } from 'node:fs'
import { astrolumaBackup, PASSWORDS } from '../fixtures/astroluma/backup'
import { atPath, signIn, toast } from './support/browser'
import { tempDir } from './support/server'
import { useFoyer } from './support/suite'

const e2e = useFoyer({ fullName: 'Ada Lovelace', username: 'ada', password: 'analytical-1843' })

test("the seeds' product's backup imports on /manage/import: signed out after 2 s, its admin signs in with the old password and sees their folders", async () => {
  const file = join(tempDir('astroluma-'), 'astroluma-backup.zip')
  writeFileSync(file, astrolumaBackup())
  const page = await e2e.open()
  await page.goto('/manage/import')
  await page.getByLabel('Backup ZIP file').setInputFiles(file)
  await page.getByRole('button', { name: 'Import' }).click()
  await toast(page, 'Backup imported successfully! Please log in again.').waitFor()
  const importedAt = Date.now()
  await atPath(page, '/login')
  expect(Date.now() - importedAt).toBeGreaterThan(1000)

  await signIn(page, 'admin', PASSWORDS.admin)
  await page.getByText('Home', { exact: true }).first().waitFor()
  await page.getByText('Chores', { exact: true }).first().waitFor()
})
