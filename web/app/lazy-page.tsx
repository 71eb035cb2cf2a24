import { lazy, type ComponentType } from 'react'

/** A screen in its own chunk, fetched when first visited. Call it once per screen, at module level, not in a render. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load)
  return <Page />
}
