import { notify } from './toast'

/** Copies text and confirms with `success`; plain-HTTP pages on the LAN have no Clipboard API, so a hidden textarea stands in. */
export async function copyText(text: string, success: string) {
  try {
    if (navigator.clipboard && window.isSecureContext) await navigator.clipboard.writeText(text)
    else {
      const area = document.createElement('textarea')
      area.value = text
      area.style.position = 'fixed'
      area.style.opacity = '0'
      document.body.append(area)
      area.select()
      const done = document.execCommand('copy')
      area.remove()
      if (!done) throw new Error('the browser refused')
    }
    notify.success(success)
  } catch (error) {
    notify.error(`Failed to copy: ${(error as Error).message}`)
  }
}
