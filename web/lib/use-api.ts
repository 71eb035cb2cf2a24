import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type DependencyList } from 'react'
import { type Load, type LoadHandlers, type Loaded, Loader } from './loader'

export interface ApiState<T> extends Loaded<T> {
  /** Asks again, keeping the data shown until the answer lands. */
  reload(): Promise<void>
  /** Another request for the same data (the next page, a restart from page 1), superseding the one in flight. */
  run(load: Load<T>, keep?: boolean): Promise<void>
  /** A local change to the loaded data, without a refetch. */
  update(change: (data: T) => T): void
}

/**
 * Loads on mount and whenever deps change, aborting the request before (and the last one on unmount), so a late answer
 * never lands on newer data. Failures have already been through the api client's central handling; onError adds the
 * screen's own message (toastUnlessHandled / toastFailure) or reaction.
 */
export function useApi<T>(load: Load<T>, deps: DependencyList, handlers: LoadHandlers<T> = {}): ApiState<T> {
  const [loader] = useState(() => new Loader<T>())
  // The latest closures: a reload uses the current props, and inline callbacks need no memoising.
  loader.handlers = handlers
  const latest = useRef(load)
  latest.current = load
  const state = useSyncExternalStore(loader.subscribe, () => loader.state)

  useEffect(
    () => {
      void loader.run(latest.current)
      return () => loader.stop()
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when `load` asks for something else
    deps,
  )

  return {
    ...state,
    reload: useCallback(() => loader.run(latest.current, true), [loader]),
    run: useCallback((other: Load<T>, keep = false) => loader.run(other, keep), [loader]),
    update: useCallback((change: (data: T) => T) => loader.update(change), [loader]),
  }
}
