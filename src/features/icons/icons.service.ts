import type { Clock } from '../../core/clock'
import { tx, type Database } from '../../core/db'
import { badRequest, forbidden, notFound } from '../../core/errors'
import { fetchJson, upstreamFailure } from '../../core/http-client'
import type { BuiltInPacks, PrebuiltJson } from './builtin-packs'
import { BUILT_IN_PROVIDERS, builtInPackJsonUrl, SELF_HOSTED } from './icons.defaults'
import type { IconsRepo, PackRow } from './icons.repo'
import type { PackId, PackJson, PackSummary, StorePack } from './icons.schema'
import type { ImagesService } from './images.service'
import { normalisePack, parseCatalogue, resolveIconUrl, type CatalogueEntry } from './pack-json'
import { isNewer } from './semver'

/** Icons on a pack's preview card (spec: 12). */
const PREVIEW_ICONS = 12
const CATALOGUE_LIMIT = { timeoutMs: 10_000, maxBytes: 1024 * 1024 }
const PACK_LIMIT = { timeoutMs: 20_000, maxBytes: 8 * 1024 * 1024 }
export const UNLISTED_PACK = 'Only an administrator can install an icon pack the store does not list.'

export interface IconsDeps {
  db: Database
  repo: IconsRepo
  builtIn: BuiltInPacks
  images: ImagesService
  clock: Clock
  catalogueUrl: string
}

/** Packs: the own uploads, the embedded sets, and packs installed from the store (kept offline in the database). */
export function createIconsService(deps: IconsDeps) {
  const { repo, builtIn, images } = deps
  const reserved = new Set<string>([SELF_HOSTED, ...BUILT_IN_PROVIDERS, ...builtIn.metas().map((m) => m.provider)])

  const installedSummary = (row: PackRow): PackSummary => ({
    id: String(row.id),
    userId: row.userId,
    iconProvider: row.iconProvider,
    iconName: row.iconName,
    jsonUrl: row.jsonUrl,
    credit: row.creditName ? { name: row.creditName, url: row.creditUrl } : null,
    version: row.version,
    iconCount: row.iconCount,
    kind: 'installed',
  })

  const summaries = (userId: number): PackSummary[] => [
    {
      id: SELF_HOSTED,
      userId: null,
      iconProvider: SELF_HOSTED,
      iconName: 'My Icons',
      jsonUrl: null,
      credit: null,
      version: null,
      iconCount: images.count(userId),
      kind: 'own',
    },
    ...builtIn.metas().map(
      (m): PackSummary => ({
        id: m.provider,
        userId: null,
        iconProvider: m.provider,
        iconName: m.name,
        jsonUrl: builtInPackJsonUrl(m.provider, m.version),
        credit: m.credit,
        version: m.version,
        iconCount: m.iconCount,
        kind: 'built-in',
      }),
    ),
    ...repo.packs(userId).map(installedSummary),
  ]

  /** The installed row behind an id, or null for the own and embedded packs; 404 when it is not this user's. */
  const installedRow = (userId: number, id: PackId): PackRow | null => {
    if (typeof id !== 'number') return null
    const row = repo.pack(userId, id)
    if (!row) throw notFound('Icon pack not found.')
    return row
  }

  const storedPack = (userId: number, row: PackRow): PackJson => JSON.parse(repo.packJson(userId, row.id)!)

  const previewOf = (userId: number, pack: PackSummary) => {
    if (pack.kind === 'own') return images.preview(userId, PREVIEW_ICONS)
    if (pack.kind === 'built-in') return builtIn.preview(pack.iconProvider)
    const json = storedPack(userId, installedRow(userId, Number(pack.id))!)
    return json.iconData.slice(0, PREVIEW_ICONS).map((icon) => ({
      iconName: icon.iconName,
      iconId: icon.iconId,
      iconUrl: resolveIconUrl(icon.iconUrl, json.baseUrl)!,
      iconUrlLight: icon.iconUrlLight ? resolveIconUrl(icon.iconUrlLight, json.baseUrlLight ?? json.baseUrl) : null,
      iconProvider: json.iconProvider,
    }))
  }

  const catalogue = async (): Promise<CatalogueEntry[]> => {
    const raw = await fetchJson(deps.catalogueUrl, CATALOGUE_LIMIT).catch(upstreamFailure('Failed to fetch icon packs.'))
    return parseCatalogue(raw)
  }

  return {
    /** For the dashboard payload: the packs without their icons (no file is opened). */
    summaries,

    /** Installed and embedded packs, each with its first icons for the preview card. */
    list: (userId: number) => summaries(userId).map((pack) => ({ ...pack, preview: previewOf(userId, pack) })),

    /** The own pack's preview card. */
    ownPreview: (userId: number) => ({ ...summaries(userId)[0]!, preview: images.preview(userId, PREVIEW_ICONS) }),

    info(userId: number, id: PackId): PackSummary {
      const pack = summaries(userId).find((p) => p.id === String(id))
      if (!pack) throw notFound('Icon pack not found.')
      return pack
    },

    /** The whole pack in the spec's pack JSON shape: a prebuilt answer for embedded packs, the stored copy for installed ones. */
    icons(userId: number, id: PackId): { answer: PrebuiltJson } | { pack: PackJson } {
      if (id === SELF_HOSTED) throw badRequest('Own uploads are listed page by page at /api/v1/images.')
      const row = installedRow(userId, id)
      if (row) return { pack: storedPack(userId, row) }
      const answer = builtIn.packAnswer(String(id))
      if (!answer) throw notFound('Icon pack not found.')
      return { answer }
    },

    remove(userId: number, id: PackId) {
      const row = installedRow(userId, id)
      if (!row) throw forbidden('Built-in icon packs cannot be deleted.')
      repo.deletePack(userId, row.id)
    },

    /** The public catalogue, sorted by name, each entry marked with this user's installed version and whether it is older. */
    async store(userId: number): Promise<StorePack[]> {
      const installed = repo.packs(userId)
      return (await catalogue()).map((entry) => {
        const mine = installed.find((p) => p.iconProvider === entry.iconProvider || p.jsonUrl === entry.jsonUrl)
        return {
          ...entry,
          installed: mine ? { id: String(mine.id), version: mine.version } : null,
          updateAvailable: Boolean(mine) && isNewer(entry.iconPackVersion, mine!.version),
        }
      })
    },

    /**
     * Installs the pack at a pack JSON address, or updates this user's copy of the same provider.
     * Name, version and developer come from the catalogue entry with that address when there is one.
     * Only administrators may name an address the catalogue does not list: otherwise any user could
     * make the server fetch hosts on its network (SSRF).
     */
    async install(user: { id: number; isSuperAdmin: boolean }, iconpackUrl: string): Promise<{ pack: PackSummary; updated: boolean }> {
      const userId = user.id
      const url = iconpackUrl.trim()
      const listed = catalogue().then((list) => list.find((e) => e.jsonUrl === url))
      const entry = user.isSuperAdmin ? await listed.catch(() => undefined) : await listed
      if (!entry && !user.isSuperAdmin) throw forbidden(UNLISTED_PACK)
      const raw = await fetchJson(url, PACK_LIMIT).catch(upstreamFailure('The icon pack could not be downloaded.'))
      const pack = normalisePack(raw)
      if (reserved.has(pack.iconProvider)) throw badRequest(`The provider name ${pack.iconProvider} belongs to a built-in pack.`)
      const doc = raw as Record<string, unknown>
      const saved = tx(deps.db, () => {
        const updated = repo.packIdByProvider(userId, pack.iconProvider) !== undefined
        const id = repo.upsertPack(
          userId,
          {
            iconProvider: pack.iconProvider,
            iconName: entry?.iconName || (typeof doc.iconName === 'string' && doc.iconName.trim().slice(0, 200)) || pack.iconProvider,
            jsonUrl: url,
            version: entry?.iconPackVersion ?? (typeof doc.iconPackVersion === 'string' ? doc.iconPackVersion.slice(0, 40) : null),
            creditName: entry?.packDeveloper ?? null,
            creditUrl: entry?.homepage ?? null,
            iconCount: pack.iconData.length,
            packJson: JSON.stringify(pack),
          },
          deps.clock.now(),
        )
        return { id, updated }
      })
      return { pack: installedSummary(repo.pack(userId, saved.id)!), updated: saved.updated }
    },
  }
}

export type IconsService = ReturnType<typeof createIconsService>
