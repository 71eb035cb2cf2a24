import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { toast, Toaster } from 'sonner'

/** Mounts the toaster in its own root; resolves once it listens, so the first toast is not lost. */
export function mountToaster() {
  return new Promise<(kind: 'success' | 'error' | 'warning', message: string, opts: Parameters<typeof toast.error>[1]) => void>((resolve) => {
    const host = document.body.appendChild(document.createElement('div'))
    // Effects run in tree order: the Toaster has subscribed by the time Listening's effect runs.
    const Listening = () => {
      useEffect(() => resolve((kind, message, opts) => toast[kind](message, opts)), [])
      return null
    }
    createRoot(host).render(
      <>
        <Toaster position="bottom-right" duration={5000} richColors closeButton theme="system" />
        <Listening />
      </>,
    )
  })
}
