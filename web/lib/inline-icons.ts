// Embedded icons that came with an answer (the dashboard's iconImages): shown from memory, not one request each.
const known = new Map<string, string>()

/** Keeps the SVGs of an answer, by the address they would otherwise be loaded from. */
export function rememberIcons(svgs: Record<string, string> | undefined) {
  for (const [url, svg] of Object.entries(svgs ?? {})) if (!known.has(url)) known.set(url, `data:image/svg+xml,${encodeURIComponent(svg)}`)
}

/** The icon at `url` as a data: address when an answer brought it, else `url` itself. */
export const inlineIcon = (url: string) => known.get(url) ?? url
