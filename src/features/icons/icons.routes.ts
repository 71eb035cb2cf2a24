import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { notFound, tooLarge } from '../../core/errors'
import { IdParam, Ok } from '../../core/input'
import type { BuiltInPacks, PrebuiltJson } from './builtin-packs'
import {
  AddPackBody,
  EmbeddedIconParams,
  ImageFileParams,
  InstallResult,
  PackIdParam,
  PackJson,
  PackSummary,
  PackWithPreview,
  PageQuery,
  StorePack,
  UploadBody,
  UploadedImage,
} from './icons.schema'
import type { IconsService } from './icons.service'
import { IMAGE_MAX_BYTES, TOO_LARGE, type ImagesService } from './images.service'

const IMMUTABLE = 'public, max-age=31536000, immutable'
// An image opened on its own must not run script, load anything or act as a same-origin page; inline styles are how SVG paints.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
// Room for the multipart boundary and part headers around one file.
const MULTIPART_OVERHEAD = 16 * 1024

const svgHeaders = { 'content-type': 'image/svg+xml', 'cache-control': IMMUTABLE, 'content-security-policy': IMAGE_CSP }
const Done = Ok(t.String())
/** The documented answer of a route that sends a file, not the envelope. */
const fileAnswer = (type: string) => ({ 200: { description: 'The file', content: { [type]: { schema: { type: 'string' as const, format: 'binary' } } } } })

/** A prebuilt JSON answer, gzipped (about a tenth of the size) for every client that takes it. */
function prebuiltAnswer(answer: PrebuiltJson, acceptEncoding: string | undefined, headers: Record<string, string> = {}) {
  const json = { 'content-type': 'application/json; charset=utf-8', vary: 'accept-encoding', ...headers }
  if (acceptEncoding?.includes('gzip')) return new Response(answer.gzip(), { headers: { ...json, 'content-encoding': 'gzip' } })
  return new Response(answer.json, { headers: json })
}

export function iconsRoutes(deps: { auth: AuthPlugin; icons: IconsService; images: ImagesService; builtIn: BuiltInPacks }) {
  const { icons, images, builtIn } = deps
  const tags = ['Icons']
  return new Elysia({ name: 'icons-routes' })
    .use(deps.auth)
    .post('/images/upload', async ({ user, body }) => ok(await images.upload(user.id, body.icon)), {
      auth: true,
      body: UploadBody,
      response: Ok(UploadedImage),
      // Refuse an oversize body from its declared length before reading it (Bun caps bodies without one); Elysia then reads the form.
      parse: ({ request }) => {
        if (Number(request.headers.get('content-length') ?? 0) > IMAGE_MAX_BYTES + MULTIPART_OVERHEAD) throw tooLarge(TOO_LARGE)
      },
      detail: {
        tags,
        summary: `Upload one image (multipart field icon): JPG, PNG, GIF, WebP or SVG by content, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MiB (413 past it); SVG is sanitized. Answers { id, iconPath }`,
      },
    })
    .get(
      '/images',
      ({ user, query }) => {
        const list = images.list(user.id, query.page ?? 1)
        // Spec 3 §7 reads the list from data; message keeps it where every other answer has its payload.
        return { ...ok(list), data: list }
      },
      {
        auth: true,
        query: PageQuery,
        response: t.Composite([Ok(t.Array(UploadedImage)), t.Object({ data: t.Array(UploadedImage, { description: 'The same list (spec 3 §7)' }) })]),
        detail: { tags, summary: 'Own uploads, newest first, one page of { id, iconPath } (page from 1) in data and in message; an empty page means no more' },
      },
    )
    .get(
      '/image/delete/:id',
      ({ user, params }) => {
        images.remove(user.id, params.id)
        return ok('Image deleted.')
      },
      { auth: true, params: IdParam, response: Done, detail: { tags, summary: "Delete one of your own images (another user's answers 404)" } },
    )
    .get(
      '/images/file/:name',
      ({ params }) => {
        const file = images.file(params.name)
        if (!file) throw notFound('Image not found.')
        return new Response(Bun.file(file.path), {
          headers: { 'content-type': file.mime, 'cache-control': IMMUTABLE, 'content-security-policy': IMAGE_CSP },
        })
      },
      {
        params: ImageFileParams,
        detail: {
          tags,
          summary:
            'An uploaded image by its random name (no session: <img> sends none); served only as an allowed image type, with nosniff and a CSP that forbids script (sandbox)',
          responses: fileAnswer('image/*'),
        },
      },
    )
    .get(
      '/icons/:provider/:version/pack',
      ({ params, headers }) => {
        const pack = builtIn.packJson(params.provider)
        if (!pack) throw notFound('Icon pack not found.')
        return prebuiltAnswer(pack, headers['accept-encoding'], { 'cache-control': IMMUTABLE })
      },
      {
        params: t.Object({ provider: EmbeddedIconParams.properties.provider, version: EmbeddedIconParams.properties.version }),
        response: PackJson,
        detail: {
          tags,
          summary:
            "An embedded pack's pack JSON { iconProvider, baseUrl, baseUrlLight, iconData }, bare (no envelope) and without a session, as a spec client's picker fetches its jsonUrl",
        },
      },
    )
    .get(
      '/icons/:provider/:version/:theme/:file',
      async ({ params }) => {
        const svg = await builtIn.svg(params.provider, params.theme, params.file.slice(0, -4))
        if (!svg) throw notFound('Icon not found.')
        return new Response(svg, { headers: svgHeaders })
      },
      {
        params: EmbeddedIconParams,
        detail: {
          tags,
          summary: 'An embedded icon (simple-icons, tabler) as SVG tinted for dark or light themes; any version segment serves the current set',
          responses: fileAnswer('image/svg+xml'),
        },
      },
    )
    .get('/iconpack/list', ({ user }) => ok(icons.list(user.id)), {
      auth: true,
      response: Ok(t.Array(PackWithPreview)),
      detail: { tags, summary: 'Own, embedded and installed packs, each with 12 preview icons; userId is set only on deletable (installed) packs' },
    })
    .get('/iconpack/preview', ({ user }) => ok(icons.ownPreview(user.id)), {
      auth: true,
      response: Ok(PackWithPreview),
      detail: { tags, summary: 'The own pack (My Icons) with its first 12 uploads' },
    })
    .get('/iconpack/info/:id', ({ user, params }) => ok(icons.info(user.id, params.id)), {
      auth: true,
      params: PackIdParam,
      response: Ok(PackSummary),
      detail: { tags, summary: 'One pack: iconName, iconProvider, version, iconCount, credit' },
    })
    .get(
      '/iconpack/icons/:id',
      ({ user, params, headers }) => {
        const found = icons.icons(user.id, params.id)
        return 'pack' in found ? ok(found.pack) : prebuiltAnswer(found.answer, headers['accept-encoding'])
      },
      {
        auth: true,
        params: PackIdParam,
        // Embedded packs are sent prebuilt (a Response, not checked again); installed ones are checked against PackJson.
        response: Ok(PackJson),
        detail: { tags, summary: 'All icons of an embedded or installed pack as pack JSON { iconProvider, baseUrl, baseUrlLight, iconData }' },
      },
    )
    .get(
      '/iconpack/delete/:id',
      ({ user, params }) => {
        icons.remove(user.id, params.id)
        return ok('Icon pack deleted successfully.')
      },
      { auth: true, params: PackIdParam, response: Done, detail: { tags, summary: "Delete an installed pack (built-in ones answer 403, another user's 404)" } },
    )
    .get('/iconpack/store', async ({ user }) => ok(await icons.store(user.id)), {
      auth: true,
      response: Ok(t.Array(StorePack)),
      detail: { tags, summary: 'The public pack catalogue (FOYER_ICONPACK_CATALOGUE_URL) sorted by name, with installed version and updateAvailable' },
    })
    .post('/iconpack/add', async ({ user, body }) => ok(await icons.install(user, body.iconpackUrl)), {
      auth: true,
      body: AddPackBody,
      response: Ok(InstallResult),
      detail: {
        tags,
        summary:
          'Install or update a pack from its pack JSON address (body iconpackUrl); answers { pack, updated }. Users may install what the catalogue lists; any other http(s) address needs an administrator (403).',
      },
    })
}
