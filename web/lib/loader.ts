export interface Loaded<T> {
  data: T | undefined
  error: unknown
  loading: boolean
}

/** Fetches the data, or answers null when there is nothing to load (no id yet). `kept`: the data shown, when kept. */
export type Load<T> = (signal: AbortSignal, kept: T | undefined) => Promise<T> | null

export interface LoadHandlers<T> {
  /** The latest request's answer, once it landed. */
  onData?(data: T): void
  /** The latest request's failure; superseded and aborted requests report nothing. */
  onError?(error: unknown): void
}

/**
 * The state of one resource behind useApi, kept outside React so it can be tested without a DOM:
 * a new request aborts the one in flight, and only the latest request's answer or failure lands.
 */
export class Loader<T> {
  state: Loaded<T> = { data: undefined, error: undefined, loading: true }
  handlers: LoadHandlers<T> = {}
  private current: AbortController | null = null
  private readonly listeners = new Set<() => void>()

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** keep: the data shown stays until the answer lands (a reload, the next page); otherwise it clears at once. */
  run(load: Load<T>, keep = false): Promise<void> {
    this.stop()
    const controller = new AbortController()
    this.current = controller
    const kept = keep ? this.state.data : undefined
    const pending = load(controller.signal, kept)
    if (!pending) {
      this.current = null
      this.set({ data: undefined, error: undefined, loading: false })
      return Promise.resolve()
    }
    this.set({ data: kept, error: undefined, loading: true })
    const latest = () => this.current === controller && !controller.signal.aborted
    return pending.then(
      (data) => {
        if (!latest()) return
        this.current = null
        this.set({ data, error: undefined, loading: false })
        this.handlers.onData?.(data)
      },
      (error: unknown) => {
        if (!latest()) return
        this.current = null
        this.set({ ...this.state, error, loading: false })
        this.handlers.onError?.(error)
      },
    )
  }

  /** A local change to loaded data (after a save or delete), without asking the server again. */
  update(change: (data: T) => T) {
    if (this.state.data !== undefined) this.set({ ...this.state, data: change(this.state.data) })
  }

  /** Aborts the request in flight; its answer will not land. */
  stop() {
    this.current?.abort()
    this.current = null
  }

  private set(state: Loaded<T>) {
    this.state = state
    for (const listener of this.listeners) listener()
  }
}
