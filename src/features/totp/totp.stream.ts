import type { CodeEvent } from './totp.schema'

/**
 * A text/event-stream answer: one event at once, then one per second on the second boundary,
 * until the client goes (cancel) or the request is aborted; the timer never outlives the connection.
 */
export function codeStream(next: () => CodeEvent, msToNextSecond: () => number, signal: AbortSignal): Response {
  const encoder = new TextEncoder()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const stop = () => {
    stopped = true
    clearTimeout(timer)
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
      signal.addEventListener('abort', () => {
        stop()
        try {
          controller.close()
        } catch {}
      })
      send()
    },
    cancel: stop,
  })
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' },
  })
}
