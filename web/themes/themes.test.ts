// The theme list (assets/themes.json, used by server and web) and the CSS must describe the same 15 themes.
import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import themes from '../../assets/themes.json'

const css = readFileSync(join(import.meta.dir, 'themes.css'), 'utf8')

test('every theme has a CSS block whose accent matches the accent of the theme list', () => {
  for (const theme of themes) {
    const block = theme.value === 'dark' ? /:root,\s*\.theme-dark \{([^}]*)\}/.exec(css) : new RegExp(`\\.theme-${theme.value} \\{([^}]*)\\}`).exec(css)
    expect(block, theme.value).not.toBeNull()
    expect(/--accent:\s*(#[0-9a-f]{6})/i.exec(block![1]!)?.[1]?.toLowerCase(), theme.value).toBe(theme.accent.toLowerCase())
    for (const variable of ['--bg', '--surface', '--text', '--muted', '--border', '--accent-text'])
      expect(block![1], `${theme.value} ${variable}`).toContain(`${variable}:`)
  }
})

// base.css's --accent-strong (accent mixed towards the text) on --accent-soft (15 % accent over the sidebar's glass, the
// surface at 74-92 % over the background): the active sidebar entry, the manage nav, status-page badges.
const base = readFileSync(join(import.meta.dir, '../styles/base.css'), 'utf8')
const percent = (variable: string) => Number(new RegExp(`${variable}: color-mix\\(in srgb, var\\([^)]+\\) (\\d+)%`).exec(base)![1]) / 100
const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
const mix = (a: number[], b: number[], share: number) => a.map((v, i) => v * share + b[i]! * (1 - share))
const luminance = (c: number[]) => {
  const [r, g, b] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

test('accent text on the accent tint reaches 4.5:1 (WCAG AA) in every theme', () => {
  for (const theme of themes) {
    const block =
      theme.value === 'dark' ? /:root,\s*\.theme-dark \{([^}]*)\}/.exec(css)![1]! : new RegExp(`\\.theme-${theme.value} \\{([^}]*)\\}`).exec(css)![1]!
    const colour = (variable: string) => rgb(new RegExp(`${variable}:\\s*(#[0-9a-f]{6})`, 'i').exec(block)![1]!)
    const strong = mix(colour('--accent'), colour('--text'), percent('--accent-strong'))
    for (const glass of [percent('--glass'), percent('--glass-strong')]) {
      const tint = mix(colour('--accent'), mix(colour('--surface'), colour('--bg'), glass), percent('--accent-soft'))
      expect(contrast(strong, tint), `${theme.value} on glass ${glass}`).toBeGreaterThanOrEqual(4.5)
    }
  }
})
