// The committed app icons (assets/public/icon-*.png) must be what scripts/build-app-icons.ts draws from today's logo.
import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { APP_ICONS, renderAppIcon } from '../scripts/build-app-icons'

test.each(APP_ICONS)('$file is the logo drawn at $size px (else run: bun scripts/build-app-icons.ts)', (icon) => {
  const committed = readFileSync(join(import.meta.dir, '../assets/public', icon.file))
  // PNG header: width and height are the IHDR chunk's first two 32-bit big-endian numbers.
  expect([committed.readUInt32BE(16), committed.readUInt32BE(20)]).toEqual([icon.size, icon.size])
  expect(Buffer.compare(committed, renderAppIcon(icon))).toBe(0)
})
