import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { toast, Toaster } from 'sonner'
import { keepAboveDialogs } from './above-dialogs'

type Show = (kind: 'success' | 'error' | 'warning', message: string, opts: Parameters<typeof toast.error>[1]) => void

const show: Show = (kind, message, opts) => toast[kind](message, opts)

/** Calls onListening once mounted: effects run in tree order, so the Toaster has subscribed by then. */
function Listening({ onListening }: { onListening: (show: Show) => void }) {
  useEffect(() => onListening(show), [onListening])
  return null
}

/** Mounts the toaster in its own root, above any open dialog; resolves once it listens, so the first toast is not lost. */
export function mountToaster() {
  return new Promise<Show>((resolve) => {
    const host = document.createElement('div')
    keepAboveDialogs(host)
    createRoot(host).render(
      <>
        <Toaster position="bottom-right" duration={5000} richColors closeButton theme="system" />
        <Listening onListening={resolve} />
      </>,
    )
  })
}
