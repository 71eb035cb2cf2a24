import { RotateCw } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type * as GuacamoleTypes from 'guacamole-common-js'
import { toastFailure } from '../../../lib/api-client'
import { devicesApi } from '../devices.api'
import '../devices.css'

type Guacamole = typeof GuacamoleTypes
type Phase = 'connecting' | 'connected' | 'error' | 'closed'

// Spec 3 §9: the view follows the window every 500 ms, and the clipboard is polled as often when permitted.
const RESIZE_MS = 500
const CLIPBOARD_MS = 500
const CONNECTED = 3
const DISCONNECTED = 5

// The package's ESM build exports one default object, its types the members: read either.
const loadGuacamole = () => import('guacamole-common-js').then((m) => ((m as unknown as { default?: Guacamole }).default ?? m) as Guacamole)

/** Opens one session: asks the server for a ticket, tunnels to /guacamole and wires display, input and clipboard. */
function startSession(G: Guacamole, deviceId: string, host: HTMLElement, onPhase: (phase: Phase, message?: string) => void) {
  let client: GuacamoleTypes.Client | null = null
  let stopped = false
  const timers: Array<ReturnType<typeof setInterval>> = []
  const keyboard = new G.Keyboard(document)

  void devicesApi.connect(deviceId).then(
    ({ connectionUrl }) => {
      if (stopped) return
      const [path, query] = connectionUrl.split('?')
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws'
      client = new G.Client(new G.WebSocketTunnel(`${scheme}://${location.host}${path}`))
      const c = client
      const display = c.getDisplay().getElement()
      host.replaceChildren(display)
      c.onstatechange = (state: number) => {
        if (state === CONNECTED) onPhase('connected')
        if (state === DISCONNECTED) onPhase('closed')
      }
      c.onerror = (status: GuacamoleTypes.Status) => onPhase('error', status.message)
      const mouse = new G.Mouse(display)
      mouse.onEach(['mousedown', 'mousemove', 'mouseup'], (e) => c.sendMouseState((e as GuacamoleTypes.Mouse.Event).state, true))
      keyboard.onkeydown = (keysym: number) => {
        c.sendKeyEvent(1, keysym)
        return true
      }
      keyboard.onkeyup = (keysym: number) => c.sendKeyEvent(0, keysym)

      // What the remote side copies lands in the local clipboard, when the browser lets the page write it.
      c.onclipboard = (stream, mimetype) => {
        if (!mimetype.startsWith('text/')) return
        const reader = new G.StringReader(stream)
        let text = ''
        reader.ontext = (chunk: string) => (text += chunk)
        reader.onend = () => void navigator.clipboard?.writeText(text).catch(() => undefined)
      }
      let lastLocal = ''
      timers.push(
        setInterval(() => {
          if (!document.hasFocus() || !navigator.clipboard?.readText) return
          navigator.clipboard
            .readText()
            .then((text) => {
              if (text === lastLocal) return
              lastLocal = text
              const writer = new G.StringWriter(c.createClipboardStream('text/plain'))
              writer.sendText(text)
              writer.sendEnd()
            })
            .catch(() => undefined)
        }, CLIPBOARD_MS),
      )
      let size = [host.clientWidth, host.clientHeight]
      timers.push(
        setInterval(() => {
          const now = [host.clientWidth, host.clientHeight]
          if (now[0] === size[0] && now[1] === size[1]) return
          size = now
          c.sendSize(now[0]!, now[1]!)
        }, RESIZE_MS),
      )
      c.connect(`${query}&width=${size[0]}&height=${size[1]}&dpi=${Math.round(96 * window.devicePixelRatio)}`)
    },
    (error) => {
      toastFailure(error, 'Connection Error')
      onPhase('error', error instanceof Error ? error.message : undefined)
    },
  )

  return () => {
    stopped = true
    for (const timer of timers) clearInterval(timer)
    keyboard.onkeydown = null
    keyboard.onkeyup = null
    client?.disconnect()
  }
}

/** /connect/{id}: the device's terminal or desktop over the whole window, with a loading overlay and a reconnect button. */
export function RemoteView({ deviceId }: { deviceId: string }) {
  const host = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<Phase>('connecting')
  const [detail, setDetail] = useState<string | undefined>()
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reconnect button's way to start over
  useEffect(() => {
    let stop: (() => void) | undefined
    let live = true
    setPhase('connecting')
    void loadGuacamole().then((G) => {
      if (!live || !host.current) return
      stop = startSession(G, deviceId, host.current, (next, message) => {
        // An error stays on screen: the disconnect that follows it does not replace it.
        setPhase((current) => (current === 'error' && next === 'closed' ? current : next))
        if (message) setDetail(message)
      })
    })
    return () => {
      live = false
      stop?.()
    }
  }, [deviceId, attempt])

  return (
    <div className="remote-view">
      <div ref={host} className="remote-display" data-testid="remote-display" />
      {phase !== 'connected' && (
        <div className="remote-overlay" role={phase === 'connecting' ? 'status' : 'alert'}>
          {phase === 'connecting' ? (
            <>
              <span className="remote-spinner" aria-hidden="true" />
              <p>Connecting…</p>
            </>
          ) : (
            <>
              <h1>{phase === 'error' ? 'Connection Error' : 'Disconnected'}</h1>
              {detail && <p>{detail}</p>}
              <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
                <RotateCw size={16} aria-hidden="true" /> Reconnect
              </button>
            </>
          )}
        </div>
      )}
    </div>
  )
}
