/**
 * Keeps `host` above everything, open modal <dialog>s included. showModal() puts a dialog in the browser's top layer and
 * makes the rest of the page inert, so a plain element under <body> is drawn beneath its backdrop. The host is therefore
 * a popover (also top layer, and shown after the dialog, so above it) that lives inside the topmost open modal dialog:
 * outside it, it would be inert, visible but not clickable. The popover also escapes the dialog box's clipping.
 */
export function keepAboveDialogs(host: HTMLElement) {
  host.popover = 'manual'
  // No box of its own (the popover defaults draw a centred, bordered one): what it holds places itself.
  host.style.cssText = 'inset: auto; width: 0; height: 0; margin: 0; padding: 0; border: 0; overflow: visible; background: none; color: inherit'
  const place = () => {
    const modals = document.querySelectorAll('dialog:modal')
    const parent = modals[modals.length - 1] ?? document.body
    if (host.parentElement !== parent) parent.append(host)
    // Leaving the document (a move, or a dialog removed with the host inside) closes a popover.
    if (!host.matches(':popover-open')) host.showPopover()
  }
  place()
  // A dialog opens or closes (its open attribute), or one went away with the host in it.
  new MutationObserver((records) => {
    if (!host.isConnected || records.some((r) => r.type === 'attributes')) place()
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] })
}
