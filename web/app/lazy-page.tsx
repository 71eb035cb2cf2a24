import { Suspense, use, type ComponentType, type ReactElement } from 'react'

type Load = () => Promise<{ default: ComponentType }>

export interface LazyScreen {
  element: ReactElement
  /** Fetches the chunk; once it has settled the screen renders at once, without suspending. */
  preload: () => Promise<void>
}

interface Chunk {
  screen?: ComponentType
  preload: () => Promise<void>
}

/** Suspends only while the chunk is still on its way. */
function Loaded({ chunk }: { chunk: Chunk }) {
  if (!chunk.screen) use(chunk.preload())
  const Screen = chunk.screen as ComponentType
  return <Screen />
}

/**
 * A screen in its own chunk, fetched when first visited or preloaded. Call it once per screen, at module level.
 * Not React.lazy: a lazy element suspends on its first render even when its chunk is already here, and React 19 then
 * holds the revealed content back for up to 300 ms; a preloaded screen here renders in the same pass as its parent.
 * Its own Suspense keeps the shell drawn while the chunk loads (navigations are not transitions: see main.tsx).
 */
export function lazyScreen(load: Load): LazyScreen {
  let pending: Promise<void> | undefined
  const chunk: Chunk = {
    preload: () => {
      pending ??= load().then((module) => {
        chunk.screen = module.default
      })
      return pending
    },
  }
  return {
    element: (
      <Suspense fallback={null}>
        <Loaded chunk={chunk} />
      </Suspense>
    ),
    preload: chunk.preload,
  }
}

/** lazyScreen's element, for a screen nothing preloads. */
export const lazyPage = (load: Load) => lazyScreen(load).element
