// An address Foyer stores for an icon or a notification's click: a path of this Foyer or an http(s) URL. Never
// javascript:, data:, or '//host' and '/\host', which browsers read as another site; no whitespace either (browsers
// drop tabs and newlines inside a URL: '/\t/host' is '//host'), quotes or angle brackets. The server's checks
// (core/input.ts, notifications) and the web (the icon picker, the notification list) hold addresses to it.
export const SAFE_URL_PATTERN = '^(/(?![/\\\\])|https?://)[^\\s"<>\\\\]*$'
const SAFE_URL = new RegExp(SAFE_URL_PATTERN)

/** A link address browsers would run in the page that follows it: never stored for a link. */
export const RUNS_SCRIPT = /^\s*(javascript|data|vbscript):/i

/** Where a notification's click opens: this tab for a path of this Foyer, a new one for an http(s) URL, nowhere otherwise. */
export const clickTarget = (url: string): '_self' | '_blank' | null => (SAFE_URL.test(url) ? (url.startsWith('/') ? '_self' : '_blank') : null)
