import { type RefObject, useEffect, useRef, useState } from 'react'
import { startPlayer, type LivePlayer } from './live-player'

interface LiveVideoOptions {
  /** How long to wait before starting again after the `failures`-th error in a row; null gives up. */
  retryAfter(failures: number): number | null
  /** Called when `retryAfter` gave up. */
  onGiveUp?(): void
  /** A change starts a failed player again at once (the kiosk's "Foyer answers again"). */
  kick?: unknown
}

/**
 * Plays a stream live in the video element: stopped while the tab is hidden, started again after an error as
 * `retryAfter` says, and stopped for good on unmount (its socket closed, nothing left running). Answers whether a
 * picture is playing and how many errors came since it last played.
 */
export function useLiveVideo(video: RefObject<HTMLVideoElement | null>, streamId: number, opts: LiveVideoOptions) {
  const [hidden, setHidden] = useState(document.hidden)
  const [attempt, setAttempt] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [failures, setFailures] = useState(0)
  // Read when an error comes, so a new options object per render does not restart the player.
  const latest = useRef(opts)
  latest.current = opts
  // Errors since the picture last played: a ref, since resetting it must not restart the player that just recovered.
  const failed = useRef(0)

  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden)
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `kick` is the trigger itself
  useEffect(() => {
    if (failed.current > 0) setAttempt((n) => n + 1)
  }, [opts.kick])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the player after an error
  useEffect(() => {
    if (hidden || !video.current) return
    let player: LivePlayer | null = null
    let reload: ReturnType<typeof setTimeout> | undefined
    let gone = false
    const element = video.current
    const onPlaying = () => {
      failed.current = 0
      setFailures(0)
      setPlaying(true)
    }
    element.addEventListener('playing', onPlaying)
    const onError = () => {
      player?.destroy()
      player = null
      if (gone) return
      setPlaying(false)
      failed.current += 1
      setFailures(failed.current)
      const wait = latest.current.retryAfter(failed.current)
      if (wait === null) return latest.current.onGiveUp?.()
      reload = setTimeout(() => setAttempt((n) => n + 1), wait)
    }
    void startPlayer(element, streamId, onError).then((p) => {
      if (gone) p.destroy()
      else player = p
    }, onError)
    return () => {
      gone = true
      clearTimeout(reload)
      element.removeEventListener('playing', onPlaying)
      player?.destroy()
      setPlaying(false)
    }
  }, [streamId, hidden, attempt])

  return { playing, failures }
}
