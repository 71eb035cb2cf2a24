// Ctrl+K, ⌘K, or / outside a field opens the command palette. Its code and styles are fetched on the first opening
// (the home's chunk carries only this listener); a fetch that failed (the server restarting) is tried again next time.
import { type ComponentType, useCallback, useEffect, useState } from 'react'
import { withLaterStyles } from '../../lib/later-styles'
import { isTypingTarget } from '../../lib/typing-target'

type PaletteComponent = ComponentType<{ onClose(): void }>
const loadPalette = withLaterStyles(() => import('./palette'))
let loaded: PaletteComponent | undefined

/** The palette element to render (null while closed) for the signed-in shell. */
export function usePalette() {
  const [Palette, setPalette] = useState<PaletteComponent | undefined>(() => loaded)
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const shortcut = (e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTypingTarget(document.activeElement)
      if (!shortcut && !slash) return
      // Another dialog open (a form, a confirmation): the palette does not stack on it.
      if (document.querySelector('dialog[open]:not(.palette)')) return
      e.preventDefault()
      setOpen((was) => !was || !shortcut)
      if (loaded) return
      loadPalette().then(
        (module) => {
          loaded = module.default
          setPalette(() => loaded)
        },
        () => setOpen(false),
      )
    }
    // Captured before the header's search box, which takes any printable key typed outside a field.
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [])

  return open && Palette ? <Palette onClose={close} /> : null
}
