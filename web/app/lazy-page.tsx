import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A screen in its own chunk, fetched when first visited. Call it once per screen, at module level, not in a render.
 * Its own Suspense keeps the shell drawn while the chunk loads (navigations are not transitions: see main.tsx).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load)
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  )
}
