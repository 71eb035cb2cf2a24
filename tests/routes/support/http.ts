import type { TestApp } from '../../helpers/test-app'

export type Body = { json: unknown } | { raw: string; type?: string } | { form: FormData }

/** One request as sent: method, path, bearer token and body. */
export interface Outgoing {
  method: string
  path: string
  token?: string
  body?: Body
}

export interface Reply {
  status: number
  text: string
}

// A stream that never ends must not hang the suite; a whole answer normally takes a millisecond.
const ANSWER_WAIT_MS = 10_000

export const counts = { requests: 0 }

function request(probe: Outgoing): Request {
  const headers: Record<string, string> = {}
  if (probe.token) headers.authorization = `Bearer ${probe.token}`
  let body: string | FormData | undefined
  const b = probe.body
  if (b && 'json' in b) {
    body = JSON.stringify(b.json)
    headers['content-type'] = 'application/json'
  } else if (b && 'raw' in b) {
    body = b.raw
    if (b.type !== '') headers['content-type'] = b.type ?? 'application/json'
  } else if (b) body = b.form
  return new Request(`http://localhost${probe.path}`, { method: probe.method, headers, body })
}

/** An event stream is judged by its status and first event, then closed. */
async function readText(res: Response): Promise<string> {
  if (!res.headers.get('content-type')?.includes('text/event-stream')) return res.text()
  const reader = res.body!.getReader()
  const first = await reader.read()
  await reader.cancel()
  return new TextDecoder().decode(first.value ?? new Uint8Array())
}

export async function send(app: TestApp['app'], probe: Outgoing): Promise<Reply> {
  counts.requests++
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<Reply>((resolve) => {
    timer = setTimeout(() => resolve({ status: 0, text: `no whole answer within ${ANSWER_WAIT_MS / 1000} s` }), ANSWER_WAIT_MS)
  })
  const answer = (async () => {
    const res = await app.handle(request(probe))
    return { status: res.status, text: await readText(res) }
  })()
  try {
    return await Promise.race([answer, late])
  } finally {
    clearTimeout(timer)
  }
}

/** Runs fn over items, at most `limit` at a time, in order of start. */
export async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** What a failure message shows of a body: its start, and its size when long. */
export function describeBody(body: Body | undefined): string {
  if (!body) return 'no body'
  if ('form' in body) return `multipart ${[...body.form.keys()].join(', ')}`
  const text = 'json' in body ? JSON.stringify(body.json) : body.raw
  const type = 'raw' in body && body.type !== undefined ? ` as ${body.type || 'no content type'}` : ''
  return text.length > 120 ? `${text.slice(0, 80)}… (${text.length} chars)${type}` : `${text}${type}`
}
