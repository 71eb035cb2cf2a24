import { badRequest } from '../../core/errors'
import { KEPT_SECRET } from '../../definitions/kept-secret'

// Earlier Foyers showed the password as ****; a form they filled sends that spelling back, which keeps it too.
const EARLIER_MASK = '****'
// A camera address: rtsp(s)://host..., printable characters only (no spaces or control characters that could split it).
const CAMERA_URL = /^rtsps?:\/\/[^\s/?#@]*@?[^\s/?#@]+[^\s]*$/i
// Anything but printable characters (spaces, control characters, DEL) could split or bend the argument.
const CONTROL = /[^\x21-\x7e\u00a0-\uffff]/

const BAD_URL = 'Stream URL must be an rtsp:// or rtsps:// address.'

/** The camera address as ffmpeg gets it, or 400: only rtsp:// and rtsps://, so it can never name a file, a pipe or another protocol. */
export function checkCameraUrl(raw: string): string {
  const url = raw.trim()
  if (CONTROL.test(url) || !CAMERA_URL.test(url)) throw badRequest(BAD_URL)
  try {
    if (!new URL(url).hostname) throw badRequest(BAD_URL)
  } catch {
    throw badRequest(BAD_URL)
  }
  return url
}

/** The address with its password replaced by the kept-secret marker: what answers show (rtsp://user:••••••••@host/path). */
export function maskUrl(url: string, mask = KEPT_SECRET): string {
  const start = url.indexOf('://') + 3
  const rest = url.slice(start)
  const authorityEnd = rest.search(/[/?#]/)
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd)
  const at = authority.lastIndexOf('@')
  const colon = authority.indexOf(':')
  if (at === -1 || colon === -1 || colon > at) return url
  return `${url.slice(0, start)}${authority.slice(0, colon + 1)}${mask}${url.slice(start + at)}`
}

/** Whether an address sent back is the stored one as an answer showed it (password masked): then the stored one is kept. */
export const isMaskedStoredUrl = (raw: string, stored: string) => raw === maskUrl(stored) || raw === maskUrl(stored, EARLIER_MASK)
