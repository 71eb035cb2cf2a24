/**
 * A lazily loaded module (or anything fetched once): the first call starts the load, later calls share it. A load that
 * failed (the server restarting, the network gone) is forgotten, so the next call tries again instead of failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    }))
}
