import type { Page } from 'playwright-core'
import type { Suite } from './suite'

// Live cards as the browser tests meet them: a card by its name, and its detail view opened in each theme and width.

export const card = (page: Page, name: string) =>
  page.locator('[data-testid="listing-card"]').filter({ has: page.locator('.listing-card-name', { hasText: new RegExp(`^${name}$`) }) })

/** Dark and light at desktop width, and dark at 375 px: where a detail view is looked at and shot. */
export const DETAIL_VIEWS = [
  ['dark', { width: 1280, height: 800 }, 'dark'],
  ['light', { width: 1280, height: 800 }, 'light'],
  ['mobile', { width: 375, height: 812 }, 'dark'],
] as const

/** The home in a theme and viewport, with the named card's detail view open; the region holding it. */
export async function openDetails(e2e: Suite, name: string, [, viewport, theme]: (typeof DETAIL_VIEWS)[number]) {
  await e2e.api('POST', '/settings/theme', { colorTheme: theme })
  const page = await e2e.open(viewport)
  await page.goto('/')
  await card(page, name).hover()
  await card(page, name).getByRole('button', { name: 'Expand live app details' }).click({ timeout: 15_000 })
  return { page, details: page.getByRole('region', { name: 'Live app details' }) }
}
