import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten-core'
import { createLimiter, NoSlot } from '../../core/concurrency'
import type { UpstreamAnswer } from '../../core/http-client'
import { SANDBOX_PRELUDE } from './app-sandbox.prelude'

// ZIP apps (Astroluma's format) run in QuickJS compiled to WebAssembly: the guest has no process, environment, files,
// modules or network, only the objects handed to it, so nothing it does reaches the database or the secret key.

/** What one run may use: wall time, CPU per slice (the server's thread), memory, calls, and the size of what it sends back. */
const SANDBOX_LIMITS = { runMs: 15_000, sliceMs: 100, memoryBytes: 32 * 1024 * 1024, stackBytes: 512 * 1024, requests: 20, resultBytes: 512 * 1024 }

/** A guest's outbound call, carried out by the server under its own limits. */
interface SandboxRequest {
  method: string
  url: string
  headers: Record<string, string>
  body?: string
}

/** How a run ended: what the app sent (html, data, error, success, failed), or what the sandbox stopped. */
export type SandboxOutcome =
  | { kind: 'html'; template: string; variables: Array<{ key: string; value: unknown }>; background: string | null }
  | { kind: 'data'; items: unknown; options: unknown }
  | { kind: 'success' }
  | { kind: 'failed' | 'error'; message: string }

export interface SandboxJob {
  code: string
  entry: 'initialize' | 'connectionTest'
  appUrl: string
  config: Record<string, unknown>
  request(req: SandboxRequest): Promise<UpstreamAnswer>
  /** Tests shorten the wall time. */
  limits?: { runMs: number }
}

/**
 * Instances alive at once, process-wide. Measured: an instance adds ~4 MiB to the server's RSS idle and ~20 MiB with a
 * 24 MB guest heap (up to its 32 MiB limit), so 30 cards at once cost 120 MiB to over 1 GiB; 4 cost at most ~150 MiB.
 * Runs mostly wait on their service (the guest's CPU is the server's one thread anyway), so 4 keep a home's cards coming.
 * 4 slots get through ~60 runs of ~1 s within the 15 s limit: a longer queue would time out before its turn.
 */
const sandboxes = createLimiter({ running: 4, waiting: 60 })

let engine: Promise<() => Promise<QuickJSWASMModule>> | undefined
// Loaded on the first ZIP app run (most installations never pay for it). Each run gets a fresh WebAssembly instance
// (about 20 ms): its memory goes with it, and a guest that exhausted it cannot leave a broken engine to the next run.
const loadEngine = () =>
  (engine ??= Promise.all([import('quickjs-emscripten-core'), import('@jitl/quickjs-singlefile-mjs-release-sync')]).then(
    ([core, variant]) =>
      () =>
        core.newQuickJSWASMModuleFromVariant(variant.default),
  ))

const failure = (message: string): SandboxOutcome => ({ kind: 'error', message })
const late = (runMs: number) => failure(`The app did not answer within ${runMs / 1000} s.`)

/** Runs app.js's initialize (a card) or connectionTest (Test Connection) once and says how it ended. */
export async function runInSandbox(job: SandboxJob): Promise<SandboxOutcome> {
  const runMs = job.limits?.runMs ?? SANDBOX_LIMITS.runMs
  // Waiting for a slot counts against the run limit: the caller answers within it anyway, so a later run helps nobody.
  const runDeadline = Date.now() + runMs
  try {
    return await sandboxes.run(() => runOnce(job, runMs, runDeadline), runMs)
  } catch (error) {
    // A full queue or a wait that ran out is a run that did not answer in time: the card's usual failure.
    if (error instanceof NoSlot) return late(runMs)
    throw error
  }
}

/** One run in a fresh instance, stopped at `runDeadline`. */
async function runOnce(job: SandboxJob, runMs: number, runDeadline: number): Promise<SandboxOutcome> {
  const quickjs = await (await loadEngine())()
  const runtime: QuickJSRuntime = quickjs.newRuntime()
  // A slice is measured in this thread's CPU time, not the clock's: on a loaded machine a guest that was merely
  // waiting for a core would otherwise be stopped as busy. Not the process's either: the engine's compiler and GC
  // threads (busy while other sandboxes start) would count against the guest.
  let sliceCpuDeadline = 0
  const cpuMicros = () => {
    const used = process.threadCpuUsage()
    return used.user + used.system
  }
  runtime.setMemoryLimit(SANDBOX_LIMITS.memoryBytes)
  runtime.setMaxStackSize(SANDBOX_LIMITS.stackBytes)
  runtime.setInterruptHandler(() => cpuMicros() > sliceCpuDeadline || Date.now() > runDeadline)
  const vm: QuickJSContext = runtime.newContext()
  let closed = false
  let requests = 0
  // Promises handed to the guest for calls still under way: released with the runtime.
  const pending = new Set<{ dispose(): void }>()
  let settle: (outcome: SandboxOutcome) => void = () => {}
  const outcome = new Promise<SandboxOutcome>((resolve) => (settle = resolve))
  const finish = (result: SandboxOutcome) => {
    if (closed) return
    closed = true
    settle(result)
  }

  // QuickJS says 'interrupted' for both of the handler's reasons: past the run's deadline it is a run that did not
  // answer in time (e.g. one that waited for a slot), not a guest that kept the processor busy.
  const interrupted = () => (Date.now() > runDeadline ? late(runMs) : failure('The app kept the processor busy and was stopped.'))
  const stopped = (error: unknown) => {
    const message = typeof error === 'object' && error && 'message' in error ? String((error as { message: unknown }).message) : String(error)
    return message === 'interrupted' ? interrupted() : failure(`The app stopped: ${message}`)
  }

  /** Enters the guest for one slice of CPU: a loop that does not yield is interrupted, not waited for. */
  const slice = <T>(work: () => T): T => {
    sliceCpuDeadline = cpuMicros() + SANDBOX_LIMITS.sliceMs * 1000
    return work()
  }
  const drain = () => {
    if (closed) return
    const jobs = slice(() => runtime.executePendingJobs())
    if (jobs.error) {
      finish(stopped(vm.dump(jobs.error)))
      jobs.error.dispose()
    }
  }
  const define = (name: string, fn: (...args: QuickJSHandle[]) => QuickJSHandle | undefined) => {
    const handle = vm.newFunction(name, fn)
    vm.setProp(vm.global, name, handle)
    handle.dispose()
  }

  define('__finish', (text) => {
    const raw = vm.getString(text)
    if (raw.length > SANDBOX_LIMITS.resultBytes) return void finish(failure('The app sent back more than 512 KB.'))
    const sent = JSON.parse(raw) as SandboxOutcome
    // An interrupted guest reports QuickJS's own word for it.
    finish('message' in sent && sent.message === 'interrupted' ? interrupted() : sent)
    return undefined
  })
  define('__request', (text) => {
    const deferred = vm.newPromise()
    pending.add(deferred)
    if (++requests > SANDBOX_LIMITS.requests) {
      finish(failure(`The app made more than ${SANDBOX_LIMITS.requests} requests.`))
      return deferred.handle
    }
    const req = JSON.parse(vm.getString(text)) as SandboxRequest
    job.request(req).then(
      (answer) => {
        if (closed) return
        const value = vm.newString(JSON.stringify({ status: answer.status, headers: Object.fromEntries(answer.headers), body: answer.text }))
        deferred.resolve(value)
        value.dispose()
        pending.delete(deferred)
        deferred.dispose()
        drain()
      },
      (error: Error) => {
        if (closed) return
        const value = vm.newError(error.message)
        deferred.reject(value)
        value.dispose()
        pending.delete(deferred)
        deferred.dispose()
        drain()
      },
    )
    return deferred.handle
  })

  const timer = setTimeout(() => finish(late(runMs)), runDeadline - Date.now())
  try {
    for (const [code, filename] of [
      [SANDBOX_PRELUDE, 'prelude.js'],
      [job.code, 'app.js'],
      [`__start(${JSON.stringify(job.entry)}, ${JSON.stringify({ appUrl: job.appUrl, config: job.config })})`, 'start.js'],
    ] as const) {
      const result = slice(() => vm.evalCode(code, filename))
      if (result.error) {
        finish(stopped(vm.dump(result.error)))
        result.error.dispose()
        break
      }
      result.value.dispose()
    }
    drain()
    return await outcome
  } finally {
    clearTimeout(timer)
    closed = true
    try {
      for (const deferred of pending) deferred.dispose()
      vm.dispose()
      runtime.dispose()
    } catch {
      // A guest stopped mid-way may leave objects QuickJS refuses to free: the instance is dropped whole anyway.
    }
  }
}
