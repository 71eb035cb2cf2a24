// The authenticator: add by form and by QR image, live codes over SSE, reorder by drag, copy by double-click, against the real binary.
import { describe, expect, test } from 'bun:test'
import QRCode from 'qrcode'
import type { Page } from 'playwright-core'
import { base32Encode, totp } from '../helpers/totp-reference'
import { atPath, shot, toast, until } from './support/browser'
import { useFoyer } from './support/suite'

const ADMIN = { fullName: 'Grace Hopper', username: 'grace', password: 'cobol-forever' }
// Two keys the test knows, so it can compute the codes it expects on its own.
const FORM_KEY = Buffer.from('form-added-secret-key')
const QR_KEY = Buffer.from('qr-imported-secret-k3y')
const QR_PERIOD = 5

const e2e = useFoyer(ADMIN)

const listed = async () => (await e2e.foyer.api('GET', '/dashboard', { token: e2e.token })).body.authenticators as Array<{ id: number; serviceName: string }>
const rows = (page: Page) => page.getByTestId('totp-row')
/** The codes valid around now: the displayed one was fetched up to a second ago. */
const codesNear = (key: Buffer, period: number) => {
  const now = Math.floor(Date.now() / 1000)
  return [now - 1, now, now + 1].map((s) => totp(key, s, 'sha1', 6, period))
}
const shownCode = (page: Page) => page.getByTestId('totp-code').getAttribute('data-code')

describe('authenticator', () => {
  test('the header button opens the empty panel; add one by the form and see its live code', async () => {
    const page = await e2e.open()
    await page.getByTestId('shortcut-authenticator').click()
    await atPath(page, '/authenticator')
    await page.getByText('No authenticators yet').waitFor()
    await page.getByText('Add your first TOTP authenticator to get started').waitFor()
    await shot(page, 'totp-empty-dark')
    await page.getByRole('link', { name: 'Add Authenticator', exact: true }).click()
    await atPath(page, '/totp/save')

    await page.getByRole('button', { name: 'Save' }).click()
    await until(
      () => page.getByRole('alert').textContent(),
      (t) => t === 'Service name is required.',
      'service name message',
    )
    await page.getByLabel('Service name').fill('Forge')
    await page.getByLabel('Account name').fill('grace@example.com')
    await page.getByLabel('Secret key or otpauth URI').fill('not-base32!')
    await page.getByRole('button', { name: 'Save' }).click()
    await until(
      () => page.getByRole('alert').textContent(),
      (t) => t?.startsWith('The secret must be base32') ?? false,
      'secret message from the server',
    )

    // Lower case in groups of four, the way setup pages print it.
    const spaced = base32Encode(FORM_KEY)
      .toLowerCase()
      .replace(/(.{4})/g, '$1 ')
      .trim()
    await page.getByLabel('Secret key or otpauth URI').fill(spaced)
    await shot(page, 'totp-form-dark')
    await page.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Authenticator saved.').waitFor()
    await page.waitForURL((url) => url.pathname === '/authenticator' && url.searchParams.has('item'))
    const code = page.getByTestId('totp-code')
    await code.waitFor()
    expect(codesNear(FORM_KEY, 30)).toContain((await shownCode(page))!)
    expect(await page.getByTestId('totp-card').getByText('Forge').isVisible()).toBe(true)
    await shot(page, 'totp-card-dark')
    expect((await listed()).map((x) => x.serviceName)).toEqual(['Forge'])
  })

  test('add one from a QR code image: a pasted non-QR image is refused, an uploaded QR fills the form', async () => {
    const page = await e2e.open()
    await page.goto('/totp/save')
    // The form listens for pastes once it is drawn.
    await page.getByLabel('Secret key or otpauth URI').waitFor()
    // A plain image without a code, pasted as a screenshot would be.
    await page.evaluate(async () => {
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = 64
      canvas.getContext('2d')!.fillRect(0, 0, 64, 64)
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'))
      const data = new DataTransfer()
      data.items.add(new File([blob], 'shot.png', { type: 'image/png' }))
      window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
    })
    await until(
      () => page.getByRole('alert').textContent(),
      (t) => t?.includes('No QR code found in this image.') ?? false,
      'no-QR message',
    )

    const uri = `otpauth://totp/Acme%20Cloud:grace%40acme.test?secret=${base32Encode(QR_KEY)}&issuer=Acme%20Cloud&period=${QR_PERIOD}`
    const png = await QRCode.toBuffer(uri, { width: 360, margin: 2 })
    await page.getByTestId('qr-file').setInputFiles({ name: 'setup.png', mimeType: 'image/png', buffer: png })
    await until(
      () => page.getByLabel('Service name').inputValue(),
      (v) => v === 'Acme Cloud',
      'service name from the QR code',
    )
    expect(await page.getByLabel('Account name').inputValue()).toBe('grace@acme.test')
    expect(await page.getByLabel('Secret key or otpauth URI').inputValue()).toBe(uri)
    await page.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Authenticator saved.').waitFor()
    await page.getByTestId('totp-code').waitFor()
    expect(codesNear(QR_KEY, QR_PERIOD)).toContain((await shownCode(page))!)
    expect((await listed()).map((x) => x.serviceName)).toEqual(['Forge', 'Acme Cloud'])
  })

  test('the live code changes at the period boundary and matches an independent computation', async () => {
    const page = await e2e.open()
    const id = (await listed()).find((x) => x.serviceName === 'Acme Cloud')!.id
    await page.goto(`/authenticator?item=${id}`)
    const first = await until(
      () => shownCode(page),
      (c) => Boolean(c),
      'a first code',
    )
    const next = await until(
      () => shownCode(page),
      (c) => Boolean(c) && c !== first,
      'the next code',
      (QR_PERIOD + 3) * 1000,
    )
    expect(codesNear(QR_KEY, QR_PERIOD)).toContain(next!)
    // Just after the boundary the countdown starts again from the full period.
    const seconds = Number((await page.getByTestId('totp-seconds').textContent())!.replace('s', ''))
    expect(seconds).toBeGreaterThanOrEqual(QR_PERIOD - 2)
    expect(Number(await page.getByRole('progressbar').getAttribute('aria-valuemax'))).toBe(QR_PERIOD)
  })

  test('the card says Generating OTP until the first code, and double-clicking it copies the code', async () => {
    const page = await e2e.open()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.foyer.url })
    const id = (await listed()).find((x) => x.serviceName === 'Forge')!.id
    // Hold the stream back a little so the waiting state can be seen.
    await page.route('**/api/v1/totp/stream/**', async (route) => {
      await Bun.sleep(1500)
      await route.continue()
    })
    await page.goto(`/authenticator?item=${id}`)
    await page.getByText('Generating OTP').waitFor()
    await page.getByTestId('totp-code').waitFor()
    await page.getByTestId('totp-card').dblclick()
    await toast(page, 'OTP copied to clipboard.').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(codesNear(FORM_KEY, 30)).toContain(copied)
  })

  test('reorder by drag saves at once; a failed save puts the list back with the spec message', async () => {
    const page = await e2e.open()
    await page.goto('/authenticator')
    await rows(page).nth(1).waitFor()
    const drag = async (from: number, to: number) => {
      const handle = rows(page)
        .nth(from)
        .getByRole('button', { name: /^Reorder/ })
      const source = (await handle.boundingBox())!
      const target = (await rows(page).nth(to).boundingBox())!
      await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2)
      await page.mouse.down()
      const dy = target.y + 4 - source.y - source.height / 2
      for (let step = 1; step <= 10; step++) await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2 + (dy * step) / 10)
      await page.mouse.up()
    }
    const names = () => rows(page).locator('.totp-row-service').allTextContents()
    expect(await names()).toEqual(['Forge', 'Acme Cloud'])
    await drag(1, 0)
    await until(names, (n) => n.join() === 'Acme Cloud,Forge', 'new order on screen')
    await until(
      async () => (await listed()).map((x) => x.serviceName).join(),
      (n) => n === 'Acme Cloud,Forge',
      'new order saved',
    )
    await shot(page, 'totp-list-dark')

    await page.route('**/api/v1/totp/reorder*', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":true,"message":"boom"}' }),
    )
    await drag(1, 0)
    await toast(page, 'Error updating the order of items.').waitFor()
    await until(names, (n) => n.join() === 'Acme Cloud,Forge', 'order restored')
    await page.unroute('**/api/v1/totp/reorder*')
    await page.reload()
    await until(names, (n) => n.join() === 'Acme Cloud,Forge', 'order after reload')
  })

  test('a failed stream shows the reconnect message and recovers 5 s later; Retry reconnects', async () => {
    const page = await e2e.open()
    const id = (await listed()).find((x) => x.serviceName === 'Forge')!.id
    await page.route('**/api/v1/totp/stream/**', (route) => route.abort())
    await page.goto(`/authenticator?item=${id}`)
    await page.getByText('Connection error, attempting to reconnect...').waitFor()
    await page.getByRole('button', { name: 'Retry' }).waitFor()
    await page.unroute('**/api/v1/totp/stream/**')
    await page.getByTestId('totp-code').waitFor({ timeout: 9_000 })
    expect(codesNear(FORM_KEY, 30)).toContain((await shownCode(page))!)

    // Retry does not wait for the 5 s timer.
    await page.getByRole('button', { name: 'Back to the list' }).click()
    await page.route('**/api/v1/totp/stream/**', (route) => route.abort())
    await rows(page).filter({ hasText: 'Forge' }).locator('.totp-row-open').click()
    await page.getByText('Connection error, attempting to reconnect...').waitFor()
    await page.unroute('**/api/v1/totp/stream/**')
    await page.getByRole('button', { name: 'Retry' }).click()
    await page.getByTestId('totp-code').waitFor({ timeout: 2_500 })
  })

  test('edit keeps the secret when left empty; delete asks first and says so', async () => {
    const page = await e2e.open()
    const id = (await listed()).find((x) => x.serviceName === 'Forge')!.id
    await page.goto(`/authenticator?item=${id}`)
    await page.getByRole('button', { name: 'Actions' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    await atPath(page, `/totp/save/${id}`)
    await until(
      () => page.getByLabel('Service name').inputValue(),
      (v) => v === 'Forge',
      'edit form filled',
    )
    await page.getByLabel('Service name').fill('Forge EU')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByTestId('totp-code').waitFor()
    expect(await page.getByTestId('totp-card').getByText('Forge EU').isVisible()).toBe(true)
    expect(codesNear(FORM_KEY, 30)).toContain((await shownCode(page))!)

    await page.getByRole('button', { name: 'Actions' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'TOTP item deleted.').waitFor()
    await until(
      () => rows(page).count(),
      (n) => n === 1,
      'one row left',
    )
    expect((await listed()).map((x) => x.serviceName)).toEqual(['Acme Cloud'])
  })

  test('screens in a light theme and at 375 px', async () => {
    expect((await e2e.foyer.api('POST', '/settings/theme', { token: e2e.token, body: { colorTheme: 'light' } })).status).toBe(200)
    const wide = await e2e.open()
    await wide.goto('/authenticator')
    await rows(wide).first().waitFor()
    await shot(wide, 'totp-list-light')
    await rows(wide).first().locator('.totp-row-open').click()
    await wide.getByTestId('totp-code').waitFor()
    await shot(wide, 'totp-card-light')
    await wide.goto('/totp/save')
    // The default icon shows in the picker field until another is chosen.
    await until(
      () => wide.getByRole('img', { name: 'Service Icon' }).getAttribute('src'),
      (src) => /\/tabler\/.+\/shield-lock\.svg$/.test(src ?? ''),
      'default authenticator icon',
    )
    await shot(wide, 'totp-form-light')

    const narrow = await e2e.open({ width: 375, height: 740 })
    await narrow.goto('/authenticator')
    await rows(narrow).first().waitFor()
    await shot(narrow, 'totp-list-375')
    await rows(narrow).first().locator('.totp-row-open').click()
    await narrow.getByTestId('totp-code').waitFor()
    const overflow = await narrow.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await shot(narrow, 'totp-card-375')
    await narrow.goto('/totp/save')
    await narrow.locator('details.totp-advanced summary').click()
    await shot(narrow, 'totp-form-375')
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    // The panel closes back to where it was opened from.
    await narrow.goto('/')
    await narrow.goto('/authenticator')
    await narrow.getByRole('button', { name: 'Close authenticator panel' }).click()
    await atPath(narrow, '/')
  })
})
