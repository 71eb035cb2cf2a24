// Draws the installable app's PNG icons from the site logo (assets/public/favicon.svg) into assets/public.
// The PNGs are committed, so a build needs no native SVG renderer; tests/app-icons.test.ts fails when they are stale.
//   bun scripts/build-app-icons.ts   after changing favicon.svg
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'

const PUBLIC = join(import.meta.dir, '../assets/public')

/**
 * Maskable: launchers crop to any shape inside the central 80 % circle, so the background fills the square (no rounded
 * corners) and the drawing shrinks to 80 % around the centre.
 */
function maskable(svg: string): string {
  const open = svg.match(/<svg[^>]*>/)![0]
  const background = svg.match(/<rect [^>]*\/>/)![0]
  const drawing = svg.slice(svg.indexOf(background) + background.length, svg.lastIndexOf('</svg>'))
  return `${open}${background.replace(/ rx="[\d.]+"/, '')}<g transform="translate(32 32) scale(0.8) translate(-32 -32)">${drawing}</g></svg>`
}

/** Each app icon: its file in assets/public, its size and how it is drawn from the logo. */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, draw: (svg: string) => svg },
  { file: 'icon-512.png', size: 512, draw: (svg: string) => svg },
  { file: 'icon-maskable-512.png', size: 512, draw: maskable },
]

export function renderAppIcon(icon: (typeof APP_ICONS)[number]): Buffer {
  const svg = icon.draw(readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8'))
  return new Resvg(svg, { fitTo: { mode: 'width', value: icon.size } }).render().asPng()
}

if (import.meta.main) {
  for (const icon of APP_ICONS) {
    const png = renderAppIcon(icon)
    writeFileSync(join(PUBLIC, icon.file), png)
    console.log(`assets/public/${icon.file}: ${icon.size}x${icon.size}, ${png.length} bytes`)
  }
}
