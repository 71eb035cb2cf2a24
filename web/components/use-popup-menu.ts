import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { keepInViewport } from './keep-in-viewport'

/**
 * Open state and behaviour of a button-triggered menu: focus moves to the first item on open,
 * arrows/Home/End move between items, Escape closes back to the button, Tab and outside clicks close; the menu stays
 * inside the viewport, opening upward where there is no room below.
 */
export function usePopupMenu<R extends HTMLElement = HTMLDivElement, M extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<R>(null)
  const menuRef = useRef<M>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  // Before the first paint of the menu: a card's menu in the left column of a phone, or in a row near the bottom of the
  // screen, would start off screen.
  useLayoutEffect(() => {
    if (open && menuRef.current) keepInViewport(menuRef.current)
  }, [open])

  useEffect(() => {
    if (!open) return
    menuRef.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus()
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const close = (refocus = false) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }

  function onMenuKey(e: KeyboardEvent) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])]
    const index = items.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => {
      e.preventDefault()
      items[(to + items.length) % items.length]?.focus()
    }
    if (e.key === 'ArrowDown') move(index + 1)
    else if (e.key === 'ArrowUp') move(index - 1)
    else if (e.key === 'Home') move(0)
    else if (e.key === 'End') move(items.length - 1)
    else if (e.key === 'Escape') {
      e.preventDefault()
      // A menu inside a dialog or drawer must not close that too.
      e.stopPropagation()
      close(true)
    } else if (e.key === 'Tab') setOpen(false)
  }

  return { open, setOpen, close, rootRef, menuRef, buttonRef, onMenuKey }
}
