import { Elysia } from 'elysia'
import { notFound } from './core/errors'
import { FOYER_LOGO } from './features/users/users.service'
import apiDocsHtml from '../assets/api-docs.html' with { type: 'text' }

/** One file of the built web bundle; br/gz are precompressed siblings made at build time. */
interface WebAsset {
  file: string
  type: string
  br?: string
  gz?: string
  /** Hashed file names never change content, so browsers may keep them for a year. */
  immutable: boolean
  /** Validator of the content (build-time hash), so a revalidation costs a 304 and no body. */
  etag?: string
  /** Extra headers, e.g. the Content-Security-Policy of index.html (it carries its inline script's hash). */
  headers?: Record<string, string>
}
export type WebAssets = Record<string, WebAsset>

// Bun's types call every .html import an HTML bundle; with type 'text' it is the file's text.
const apiDocsPage = apiDocsHtml as unknown as string
const NOT_BUILT = '<!doctype html><title>Foyer</title><p>The web bundle is not built. Run <code>bun run build</code>.</p>'
const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/** Hashed files for a year. Fixed-name images (favicon, app icons) are kept 5 minutes, then revalidated against their
 * ETag (a 304 without a body): a new build's logo shows within minutes though its URL is stored in users' settings (the
 * default site logo), while a page's several uses of it in one load cost one request. Other fixed-name files (the page,
 * the service worker, robots.txt) are revalidated on every use. */
const IMAGE_SECONDS = 300
const cacheControl = (asset: WebAsset) =>
  asset.immutable ? 'public, max-age=31536000, immutable' : asset.type.startsWith('image/') ? `public, max-age=${IMAGE_SECONDS}` : 'no-cache'

/** If-None-Match holds this validator (or '*'); weak comparison, as a GET allows. */
const matches = (ifNoneMatch: string | null, etag: string) => ifNoneMatch?.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')))

function serveAsset(asset: WebAsset, request: Request): Response {
  const headers: Record<string, string> = { 'cache-control': cacheControl(asset), vary: 'accept-encoding' }
  if (asset.etag) {
    headers.etag = `W/${asset.etag}`
    if (matches(request.headers.get('if-none-match'), asset.etag)) return new Response(null, { status: 304, headers })
  }
  Object.assign(headers, { 'content-type': asset.type, ...asset.headers })
  const acceptEncoding = request.headers.get('accept-encoding') ?? ''
  let file = asset.file
  if (asset.br && acceptEncoding.includes('br')) {
    file = asset.br
    headers['content-encoding'] = 'br'
  } else if (asset.gz && acceptEncoding.includes('gzip')) {
    file = asset.gz
    headers['content-encoding'] = 'gzip'
  }
  return new Response(Bun.file(file), { headers })
}

/** Foyer's logo as PNG (drawn by scripts/build-app-icons.ts into assets/public). */
const APP_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]
/** A path that names a file (an extension a page route never has): a missing one is a 404, not the app's page. */
const FILE_PATH = /\.(png|jpe?g|gif|webp|ico|svg|txt|xml|json|webmanifest|js|mjs|css|map|woff2?)$/i

/** The installable-app manifest; the signed-in shell passes its site name, accent colour and logo. */
export function webManifest(query: Record<string, string | undefined>) {
  const name = (query.name ?? '').trim().slice(0, 60) || 'Foyer'
  const colour = query.color && HEX_COLOUR.test(query.color) ? query.color : '#2563eb'
  // Only same-origin paths: the manifest must not point browsers at arbitrary hosts.
  const logo = query.icon?.startsWith('/') && !query.icon.startsWith('//') ? query.icon : undefined
  // A site logo of its own comes first (its size is unknown, hence 'any'); Foyer's PNGs stay, as Chromium installs an
  // app only with a PNG icon of at least 144 px whose size it can read.
  const icons = logo && logo !== FOYER_LOGO.iconUrl ? [{ src: logo, sizes: 'any', purpose: 'any' }, ...APP_ICONS] : APP_ICONS
  return { name, short_name: name, start_url: '/', scope: '/', display: 'standalone', background_color: '#0b1020', theme_color: colour, icons }
}

export function webRoutes(assets: WebAssets | undefined) {
  const index = assets?.['/index.html']
  return new Elysia({ name: 'web' })
    .get(
      '/manifest.webmanifest',
      ({ query }) =>
        new Response(JSON.stringify(webManifest(query)), {
          headers: { 'content-type': 'application/manifest+json', 'cache-control': 'no-cache' },
        }),
      { detail: { hide: true } },
    )
    .get('/api-docs', () => new Response(apiDocsPage, { headers: { 'content-type': 'text/html; charset=utf-8' } }), {
      detail: { hide: true },
    })
    .get(
      '/*',
      ({ request }) => {
        const path = new URL(request.url).pathname
        if (path.startsWith('/api/')) throw notFound('Route not found.')
        const asset = assets?.[path]
        if (asset) return serveAsset(asset, request)
        // A missing hashed or named file is a real 404; anything else is a client route for the SPA.
        if (path.startsWith('/assets/') || FILE_PATH.test(path))
          return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        if (!index) return new Response(NOT_BUILT, { status: 503, headers: { 'content-type': 'text/html' } })
        return serveAsset(index, request)
      },
      { detail: { hide: true } },
    )
}
