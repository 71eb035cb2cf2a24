import { resolve, sep } from 'node:path'

/** What an archive may hold once unpacked: each caller bounds its own kind (an app, a backup). */
export interface ZipLimits {
  files: number
  fileBytes: number
  totalBytes: number
}

/** A refusal whose message is shown to the user as is. */
export class ZipRefused extends Error {}

/** PK\x03\x04 (or an empty archive's PK\x05\x06): anything else is not a ZIP, whatever its name says. */
export const looksLikeZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && [3, 5].includes(bytes[2] ?? 0)

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const S_IFMT = 0o170000
const S_IFLNK = 0o120000

interface Entry {
  name: string
  directory: boolean
}

const outside = (name: string) => name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name) || name.split('/').some((part) => part === '..')
const escaping = (name: string) => new ZipRefused(`The archive writes outside its folder (${name}): refused.`)

/** Where an unpacked entry goes under root: a second check at the write, whatever the archive's names said. */
export function pathInside(root: string, name: string): string {
  const path = resolve(root, name)
  if (!path.startsWith(resolve(root) + sep)) throw escaping(name)
  return path
}

/** The central directory: every entry's name, refused whole when one is a link or would land outside its folder. */
function entries(zip: Uint8Array, limits: ZipLimits, invalid: string): Entry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  // The end record sits in the last 22 bytes plus a comment of up to 65,535.
  let end = -1
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--)
    if (view.getUint32(i, true) === EOCD) {
      end = i
      break
    }
  if (end < 0) throw new ZipRefused(invalid)
  const count = view.getUint16(end + 10, true)
  if (count > limits.files) throw new ZipRefused(`The archive holds more than ${limits.files} files.`)
  let at = view.getUint32(end + 16, true)
  const found: Entry[] = []
  const decoder = new TextDecoder()
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || view.getUint32(at, true) !== CENTRAL) throw new ZipRefused(invalid)
    const madeBy = view.getUint8(at + 5)
    const nameLength = view.getUint16(at + 28, true)
    const extra = view.getUint16(at + 30, true)
    const comment = view.getUint16(at + 32, true)
    const attributes = view.getUint32(at + 38, true)
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength))
    // Unix-made entries (3) keep their mode in the high half: a symbolic link could point anywhere.
    if (madeBy === 3 && ((attributes >>> 16) & S_IFMT) === S_IFLNK) throw new ZipRefused(`The archive holds a link (${name}): refused.`)
    if (outside(name)) throw escaping(name)
    found.push({ name, directory: name.endsWith('/') })
    at += 46 + nameLength + extra + comment
  }
  return found
}

/** The archive's file names from its central directory, checked like unzip's, without inflating anything. */
export const zipNames = (zip: Uint8Array, limits: ZipLimits, invalid: string): string[] =>
  entries(zip, limits, invalid)
    .filter((e) => !e.directory)
    .map((e) => e.name)

/**
 * Unpacks an archive in memory, counting real bytes as they inflate (declared sizes can lie): a zip bomb stops at the
 * first byte over the limits. `invalid` is the refusal for anything that is not a readable ZIP.
 */
export async function unzip(zip: Uint8Array, limits: ZipLimits, invalid: string): Promise<Map<string, Uint8Array>> {
  // fflate loads with the first archive, not at start.
  const { Unzip, UnzipInflate } = await import('fflate')
  // The inflater reads each file's local header, whose name may differ from the checked directory's: only checked names,
  // each once, are unpacked.
  const unseen = new Set(entries(zip, limits, invalid).map((e) => e.name))
  const files = new Map<string, Uint8Array>()
  let total = 0
  let failure: ZipRefused | null = null
  const unzipper = new Unzip((file) => {
    if (!unseen.delete(file.name)) failure ??= outside(file.name) ? escaping(file.name) : new ZipRefused(invalid)
    if (failure) return
    const chunks: Uint8Array[] = []
    let size = 0
    file.ondata = (error, chunk, final) => {
      if (failure) return
      if (error) {
        failure = new ZipRefused(invalid)
        return
      }
      size += chunk.length
      total += chunk.length
      if (size > limits.fileBytes || total > limits.totalBytes) {
        failure = new ZipRefused(`The archive unpacks to more than ${limits.totalBytes / 1024 / 1024} MB: refused.`)
        file.terminate()
        return
      }
      chunks.push(chunk)
      if (final) files.set(file.name, Buffer.concat(chunks))
    }
    if (!file.name.endsWith('/')) file.start()
  })
  unzipper.register(UnzipInflate)
  // Fed in slices so a failure stops the work early.
  for (let at = 0; at < zip.length && !failure; at += 64 * 1024) unzipper.push(zip.subarray(at, at + 64 * 1024), at + 64 * 1024 >= zip.length)
  if (failure) throw failure
  if ([...unseen].some((name) => !name.endsWith('/'))) throw new ZipRefused(invalid)
  return files
}
