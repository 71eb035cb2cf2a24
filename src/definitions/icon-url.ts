// An icon address is a same-origin path (an embedded pack, an own upload) or an http(s) URL (a pack's CDN):
// never javascript:, data: or a protocol-relative //host that would escape the origin. The server's icon check
// (core/input.ts) and the picker (web/features/icons) both hold icons to it.
export const ICON_URL_PATTERN = '^(/(?![/\\\\])|https?://)[^\\s"<>\\\\]*$'
