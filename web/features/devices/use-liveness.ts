import { useEffect, useRef, useState } from 'react'
import { socketUrl } from '../../lib/socket-url'
import { useSession } from '../../stores/session.store'

export type Liveness = 'alive' | 'down' | 'checking'

const RECONNECT_MS = 5000

/** The devices' liveness over /ws/devices: asks for each id at once and on `check`, and takes the server's sweeps. */
export function useLiveness(ids: number[], initial: Record<number, boolean>) {
  const token = useSession((s) => s.token)
  const [state, setState] = useState<Record<number, Liveness>>({})
  const socket = useRef<WebSocket | null>(null)
  const wanted = useRef(ids)
  wanted.current = ids

  const ask = (id: number) => {
    setState((s) => ({ ...s, [id]: 'checking' }))
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(`instant-${id}`)
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: one socket per session; `ask` reads the latest ids through a ref
  useEffect(() => {
    if (!token) return
    let stopped = false
    let retry: ReturnType<typeof setTimeout> | undefined
    const reconnect = () => {
      if (!stopped) retry = setTimeout(open, RECONNECT_MS)
    }
    // Each connection, reconnects included, asks for its own ticket: one opens one socket.
    const open = () => socketUrl('/ws/devices', 'devices').then(connect, reconnect)
    const connect = (url: string) => {
      if (stopped) return
      const ws = new WebSocket(url)
      socket.current = ws
      ws.onopen = () => {
        for (const id of wanted.current) ask(id)
      }
      ws.onmessage = (event) => {
        const answer = JSON.parse(String(event.data)) as { id: number; alive?: boolean }
        if (typeof answer.alive === 'boolean') setState((s) => ({ ...s, [answer.id]: answer.alive ? 'alive' : 'down' }))
      }
      ws.onclose = reconnect
    }
    void open()
    return () => {
      stopped = true
      clearTimeout(retry)
      socket.current?.close()
    }
  }, [token])

  // Devices that arrive after the socket opened (the list loads in parallel) are asked about once.
  const key = ids.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids
  useEffect(() => {
    if (socket.current?.readyState === WebSocket.OPEN) for (const id of wanted.current) ask(id)
  }, [key])

  const of = (id: number): Liveness => state[id] ?? (initial[id] ? 'alive' : 'down')
  return { of, check: ask }
}
