import { Suspense, use, type ComponentType, type ReactElement } from 'react'
import { useLocation } from 'react-router'
import { loadOnce } from '../lib/load-once'
import { toNetworkError } from '../lib/navigation'

type Load = () => Promise<{ default: ComponentType }>

export interface LazyScreen {
  element: ReactElement
  /** Fetches the chunk; once it has settled the screen renders at once, without suspending. */
  preload: () => Promise<void>
}

interface Chunk {
  screen?: ComponentType
  preload: () => Promise<void>
  /** The visit (location key) whose render waits for `shown`: the download, settled either way. */
  visit?: string
  shown?: Promise<void>
}

/**
 * Suspends only while the chunk is still on its way. One try per visit: a download that failed (the server restarting)
 * goes to /network-error, which comes back here as a new visit once the server answers, and that visit tries again.
 */
function Loaded({ chunk }: { chunk: Chunk }) {
  const visit = useLocation().key
  if (!chunk.screen) {
    if (chunk.visit !== visit) {
      chunk.visit = visit
      chunk.shown = chunk.preload().catch(toNetworkError)
    }
    use(chunk.shown as Promise<void>)
  }
  const Screen = chunk.screen
  return Screen ? <Screen /> : null
}

/**
 * A screen in its own chunk, fetched when first visited or preloaded. Call it once per screen, at module level.
 * Not React.lazy: a lazy element suspends on its first render even when its chunk is already here, and React 19 then
 * holds the revealed content back for up to 300 ms; a preloaded screen here renders in the same pass as its parent.
 * Its own Suspense keeps the shell drawn while the chunk loads (navigations are not transitions: see main.tsx).
 */
export function lazyScreen(load: Load): LazyScreen {
  // Not fetched (the server restarting): the next visit fetches it again instead of failing for good.
  const chunk: Chunk = {
    preload: loadOnce(() =>
      load().then((module) => {
        chunk.screen = module.default
      }),
    ),
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
