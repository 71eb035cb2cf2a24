import themes from '../../assets/themes.json'

export interface Theme {
  value: string
  label: string
  type: 'light' | 'dark'
  accent: string
}
export type Density = 'compact' | 'normal' | 'comfort' | 'wall'

export const THEMES = themes as Theme[]
const DEFAULT_THEME = 'dark'

export const themeOf = (value: string | undefined) => THEMES.find((t) => t.value === value) ?? THEMES.find((t) => t.value === DEFAULT_THEME)!

/** Puts the theme class and density on <html> and remembers them for the pre-paint script in index.html. */
export function applyAppearance(value: string | undefined, density: Density = 'normal', remember = true) {
  const theme = themeOf(value)
  const html = document.documentElement
  html.className = `theme-${theme.value}`
  html.dataset.themeType = theme.type
  html.dataset.density = density
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.accent)
  // A kiosk's look is its display's, not what this browser paints first for its own sign-in.
  if (remember) localStorage.setItem('foyer-theme', JSON.stringify({ value: theme.value, type: theme.type, density }))
}
