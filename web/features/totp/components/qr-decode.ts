// Big screenshots are scaled down first: jsQR's time grows with the pixel count.
const MAX_SIDE = 2000

/** Reads the first QR code in an image file, in the browser; jsQR is fetched only when an image is given. */
export async function decodeQrImage(file: Blob): Promise<string | null> {
  const [bitmap, jsqr] = await Promise.all([createImageBitmap(file), import('jsqr')])
  // jsQR ships as CommonJS with an __esModule default; bundlers differ on which layer they hand back.
  const jsQR = ((jsqr.default as unknown as { default?: typeof jsqr.default }).default ?? jsqr.default) as typeof jsqr.default
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
  const width = Math.max(1, Math.round(bitmap.width * scale))
  const height = Math.max(1, Math.round(bitmap.height * scale))
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  const pixels = context.getImageData(0, 0, width, height)
  // Dark-mode screenshots show the code light on dark.
  return jsQR(pixels.data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null
}

/** Issuer and account from an otpauth URI's label and issuer parameter, to prefill the form. */
export function otpauthNames(uri: string): { issuer: string; account: string } | null {
  try {
    const url = new URL(uri.trim())
    if (url.protocol !== 'otpauth:') return null
    const label = decodeURIComponent(url.pathname.replace(/^\//, ''))
    const colon = label.indexOf(':')
    return {
      issuer: (url.searchParams.get('issuer') ?? (colon >= 0 ? label.slice(0, colon) : '')).trim(),
      account: (colon >= 0 ? label.slice(colon + 1) : label).trim(),
    }
  } catch {
    return null
  }
}
