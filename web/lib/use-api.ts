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

export interface ApiOptions<T> extends LoadHandlers<T> {
  /** New deps keep the data shown until their answer lands (search as you type) instead of clearing it. */
  keep?: boolean
}

/**
 * Loads on mount and whenever deps change, aborting the request before (and the last one on unmount), so a late answer
 * never lands on newer data. Failures have already been through the api client's central handling; onError adds the
 * screen's own message (toastUnlessHandled / toastFailure) or reaction.
 */
export function useApi<T>(load: Load<T>, deps: DependencyList, { keep = false, ...handlers }: ApiOptions<T> = {}): ApiState<T> {
  const [loader] = useState(() => new Loader<T>())
  // The latest closures: a reload uses the current props, and inline callbacks need no memoising.
  loader.handlers = handlers
  const latest = useRef(load)
  latest.current = load
  const state = useSyncExternalStore(loader.subscribe, () => loader.state)

  useEffect(
    () => {
      void loader.run(latest.current, keep)
      return () => loader.stop()
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when `load` asks for something else
    deps,
  )

  return {
    ...state,
    reload: useCallback(() => loader.run(latest.current, true), [loader]),
    run: useCallback((other: Load<T>, keepShown = false) => loader.run(other, keepShown), [loader]),
    update: useCallback((change: (data: T) => T) => loader.update(change), [loader]),
  }
}
