import { useCallback, useEffect, useState } from 'react'
import { checkAfterStreamError, codeStreamUrl, type CodeEvent } from '../totp.api'

const RECONNECT_DELAY_MS = 5000
// After this many failed connections in a row the card says so and offers Retry; it keeps trying, so a wall display
// shows codes again once the server is back (a reboot or an upgrade takes longer than a few tries).
const MAX_RECONNECTS = 3

export type StreamState =
  | { status: 'connecting' }
  | { status: 'live'; code: string; remainingSeconds: number; period: number }
  | { status: 'error'; message: string }

/** The live code of one authenticator; the connection lives exactly as long as the component using it. */
export function useCodeStream(id: number) {
  const [state, setState] = useState<StreamState>({ status: 'connecting' })
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt moves to reconnect
  useEffect(() => {
    let failures = 0
    let source: EventSource | null = null
    let timer: number | undefined
    const connect = () => {
      source = new EventSource(codeStreamUrl(id))
      source.onmessage = (e) => {
        failures = 0
        let event: CodeEvent
        try {
          event = JSON.parse(e.data as string) as CodeEvent
        } catch {
          return setState({ status: 'error', message: 'Failed to process OTP data' })
        }
        if ('error' in event) setState({ status: 'error', message: event.message || 'Failed to generate OTP' })
        else setState({ status: 'live', code: event.code, remainingSeconds: event.remainingSeconds, period: event.period || 30 })
      }
      source.onerror = () => {
        // EventSource would retry by itself at its own pace; the spec wants 5 s, so take over.
        source?.close()
        failures += 1
        const message = failures > MAX_RECONNECTS ? 'Connection error. Please try again.' : 'Connection error, attempting to reconnect...'
        setState({ status: 'error', message })
        void checkAfterStreamError(id)
        timer = window.setTimeout(connect, RECONNECT_DELAY_MS)
      }
    }
    setState({ status: 'connecting' })
    connect()
    return () => {
      window.clearTimeout(timer)
      source?.close()
    }
  }, [id, attempt])

  return { state, retry }
}
