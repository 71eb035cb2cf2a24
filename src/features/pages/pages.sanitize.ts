/** The one HTML policy for pages: what the editor writes, nothing that runs or restyles. Used on save and on every read. */
import type { IOptions } from 'sanitize-html'

const TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  's',
  'del',
  'strike',
  'u',
  'a',
  'img',
]

const POLICY: IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  transformTags: {
    // Every link leaves the page without handing it a window.opener or the referrer.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs
      return { tagName, attribs: { ...rest, ...(target === '_blank' ? { target } : {}), rel: 'noopener noreferrer nofollow' } }
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

/** Loaded on first use so a start-up that never touches pages does not parse the library. */
export async function sanitizePageHtml(html: string): Promise<string> {
  const { default: sanitize } = await import('sanitize-html')
  return sanitize(html, POLICY)
}
