/** Decides what an uploaded file really is from its bytes; SVG comes back sanitized. */

export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
} as const

export type ImageMime = keyof typeof IMAGE_TYPES

// Tag names keep their SVG case (the parser preserves it inside <svg>). Drawing elements only: no script, foreignObject, image, use, a, style, animation or event handlers.
const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'title',
  'desc',
  'text',
  'tspan',
  'symbol',
  'pattern',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feMerge',
  'feMergeNode',
  'feFlood',
  'feComposite',
]
const SVG_ATTRIBUTES = [
  'xmlns',
  'viewbox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-rule',
  'clip-path',
  'mask',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'transform',
  'id',
  'class',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientunits',
  'gradienttransform',
  'spreadmethod',
  'fx',
  'fy',
  'preserveaspectratio',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'version',
  'color',
  'display',
  'visibility',
  'patternunits',
  'patterntransform',
  'maskunits',
  'clippathunits',
  'filter',
  'stddeviation',
  'dx',
  'dy',
  'in',
  'in2',
  'result',
  'mode',
  'values',
  'type',
  'operator',
  'flood-color',
  'flood-opacity',
  'filterunits',
  'role',
  'aria-label',
]

// The parser lower-cases attribute names; SVG needs these back in their own case.
const CAMEL_ATTRIBUTES = new Map(
  [
    'viewBox',
    'gradientUnits',
    'gradientTransform',
    'spreadMethod',
    'preserveAspectRatio',
    'patternUnits',
    'patternTransform',
    'maskUnits',
    'clipPathUnits',
    'stdDeviation',
    'filterUnits',
  ].map((n) => [n.toLowerCase(), n]),
)

const looksLikeSvg = (text: string) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)

/** Keeps only drawing elements and their geometry and paint attributes; null when nothing drawable is left. */
async function sanitizeSvg(text: string): Promise<string | null> {
  const { default: sanitize } = await import('sanitize-html')
  const attributes = Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES]))
  const sanitized = sanitize(text, {
    allowedTags: SVG_TAGS,
    allowedAttributes: attributes,
    allowedSchemes: [],
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'foreignObject'],
    parser: { recognizeSelfClosing: true },
  })
  const clean = sanitized.replace(/\s([a-z]+)=/g, (match, name: string) => (CAMEL_ATTRIBUTES.has(name) ? ` ${CAMEL_ATTRIBUTES.get(name)}=` : match))
  if (!/^\s*<svg[\s>]/.test(clean)) return null
  // A bare <svg> needs the namespace to render as an image.
  return clean.includes('xmlns="http://www.w3.org/2000/svg"') ? clean : clean.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"')
}

/** The real type of an upload and the bytes to store, or null when it is not one of the allowed images. */
export async function checkImage(bytes: Uint8Array): Promise<{ mime: ImageMime; body: Uint8Array } | null> {
  const { fileTypeFromBuffer } = await import('file-type')
  const detected = await fileTypeFromBuffer(bytes)
  // SVG is text: file-type finds nothing or calls it XML, and the text check below decides.
  if (detected && detected.ext !== 'xml' && detected.ext !== 'svg')
    return detected.mime in IMAGE_TYPES ? { mime: detected.mime as ImageMime, body: bytes } : null
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
  if (!looksLikeSvg(text)) return null
  const clean = await sanitizeSvg(text)
  return clean ? { mime: 'image/svg+xml', body: new TextEncoder().encode(clean) } : null
}
