import { looksLikeZip, unzip, ZipRefused, zipNames } from '../../core/zip'
import { isNetscapeBookmarks, parseBookmarks } from './bookmarks.parser'
import { isDashyConf, parseDashy } from './dashy.parser'
import { isHeimdallExport, parseHeimdall } from './heimdall.parser'
import { isHomarrBackup, parseHomarrBackup } from './homarr-backup.parser'
import { isHomarrBoard, parseHomarr } from './homarr.parser'
import { isHomepageYaml, parseHomepage } from './homepage.parser'
import { PeerRefused, type PeerTree } from './peer-tree'
import { readYaml } from './safe-yaml'

/** What a normal user may upload (issue 31): the super admin's whole-instance backups keep their own, larger limit. */
export const PEER_MAX_BYTES = 50 * 1024 * 1024
/** A config file or bookmark export is text of a few hundred KB; this leaves room for years of bookmarks. */
const TEXT_MAX_BYTES = 10 * 1024 * 1024
/** A Homepage config folder: a handful of YAML files, maybe some icons. */
const ZIP_LIMITS = { files: 500, fileBytes: TEXT_MAX_BYTES, totalBytes: PEER_MAX_BYTES }
/** Homarr 1.x's backup: its whole database (SQLite packs well, so twice the upload limit unpacked) and its metadata. */
const HOMARR_LIMITS = { files: 500, fileBytes: 2 * PEER_MAX_BYTES, totalBytes: 2 * PEER_MAX_BYTES }
const HOMEPAGE_FILES = ['services.yaml', 'bookmarks.yaml']
const NOT_READABLE = 'This archive could not be read.'

const baseName = (path: string) => path.split('/').at(-1)!

/** The config folder's files at the ZIP's root, or zipped as one folder (config/services.yaml) and nothing beside it. */
function homepageFiles(names: string[]): (name: string) => boolean {
  const tops = new Set(names.map((n) => (n.includes('/') ? `${n.split('/')[0]}/` : '')))
  const folder = tops.size === 1 ? [...tops][0]! : ''
  return (name) => HOMEPAGE_FILES.some((file) => name === `${folder}${file}`)
}

function text(bytes: Uint8Array): string | null {
  if (bytes.length > TEXT_MAX_BYTES)
    throw new PeerRefused(`The file is larger than ${TEXT_MAX_BYTES / 1024 / 1024} MB: too large for a config or bookmark file.`)
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return null
  }
}

/**
 * A ZIP of Homepage's config folder (its services.yaml and bookmarks.yaml) or Homarr 1.x's backup, unpacked within
 * bounds (zip bombs, zip-slip).
 */
async function peerZip(bytes: Uint8Array): Promise<PeerTree | null> {
  try {
    // Listed within the format's own bound (65,535 entries), so that a larger archive of another kind stays that kind's.
    const names = zipNames(bytes, { ...ZIP_LIMITS, files: 65_535 }, NOT_READABLE)
    if (isHomarrBackup(names)) return parseHomarrBackup(await unzip(bytes, HOMARR_LIMITS, NOT_READABLE))
    const homepageFile = homepageFiles(names)
    if (!names.some(homepageFile)) return null
    const files = await unzip(bytes, ZIP_LIMITS, NOT_READABLE)
    const yamls = [...files]
      .filter(([name]) => homepageFile(name))
      .sort(([a], [b]) => HOMEPAGE_FILES.indexOf(baseName(a)) - HOMEPAGE_FILES.indexOf(baseName(b)))
    const data = []
    for (const [, content] of yamls) data.push(await readYaml(text(content) ?? ''))
    return parseHomepage(data)
  } catch (error) {
    // Not our archive's problem to name: another kind (a Foyer backup) may still read it.
    if (error instanceof ZipRefused && error.message === NOT_READABLE) return null
    throw error instanceof ZipRefused ? new PeerRefused(error.message) : error
  }
}

/**
 * Which peer's file this is, by content (never by name), read into a tree; null when it is none of them. A file
 * recognised but unreadable as its kind is a PeerRefused with the reason.
 */
export async function recognisePeerImport(bytes: Uint8Array): Promise<PeerTree | null> {
  if (looksLikeZip(bytes)) return peerZip(bytes)
  const content = text(bytes)
  if (content === null) return null
  if (isNetscapeBookmarks(content)) return parseBookmarks(content)
  const trimmed = content.trimStart()
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let json: unknown
    try {
      json = JSON.parse(content)
    } catch {
      json = undefined // YAML flow style also starts so
    }
    if (isHomarrBoard(json)) return parseHomarr(json as Record<string, unknown>)
    if (isHeimdallExport(json)) return parseHeimdall(json as Record<string, unknown>[])
    if (json !== undefined) return null
  }
  if (content.includes('\0')) return null
  const data = await readYaml(content).catch((error) => {
    // Text that is not YAML at all is simply not ours; a YAML bomb is refused as such.
    if (error instanceof PeerRefused && error.message.includes('aliases')) throw error
    return undefined
  })
  if (isDashyConf(data)) return parseDashy(data as Record<string, unknown>)
  if (isHomepageYaml(data)) return parseHomepage([data])
  return null
}
