import type { Hold } from '../../core/live-connections'
import type { CodeEvent } from './totp.schema'

/**
 * A text/event-stream answer: one event at once, then one per second on the second boundary,
 * until the client goes (cancel), the request is aborted or the session ends (hold); the timer never outlives the connection.
 */
export function codeStream(next: () => CodeEvent, msToNextSecond: () => number, signal: AbortSignal, hold: Hold): Response {
  const encoder = new TextEncoder()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let release = () => {}
  const stop = () => {
    stopped = true
    clearTimeout(timer)
    release()
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = () => {
        if (stopped) return
        try {
          controller.enqueue(encoder.encode(`data: ${JSON.stringify(next())}\n\n`))
        } catch {
          return stop()
        }
        timer = setTimeout(send, msToNextSecond())
      }
      const end = () => {
        stop()
        try {
          controller.close()
        } catch {}
      }
      signal.addEventListener('abort', end)
      release = hold(end)
      send()
    },
    cancel: stop,
  })
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' },
  })
}
