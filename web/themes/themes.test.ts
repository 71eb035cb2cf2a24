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
