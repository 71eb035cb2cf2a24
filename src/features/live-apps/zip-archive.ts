/** Bounds of an app archive once unpacked: apps are a few small text files and a logo. */
const ZIP_LIMITS = { files: 200, fileBytes: 5 * 1024 * 1024, totalBytes: 20 * 1024 * 1024 }

/** A refusal whose message is shown to the administrator as is. */
export class ZipRefused extends Error {}

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const S_IFMT = 0o170000
const S_IFLNK = 0o120000

interface Entry {
  name: string
  directory: boolean
}

/** The central directory: every entry's name, refused whole when one is a link or would land outside the app folder. */
function entries(zip: Uint8Array): Entry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  // The end record sits in the last 22 bytes plus a comment of up to 65,535.
  let end = -1
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--)
    if (view.getUint32(i, true) === EOCD) {
      end = i
      break
    }
  if (end < 0) throw new ZipRefused('Please select a valid ZIP file.')
  const count = view.getUint16(end + 10, true)
  if (count > ZIP_LIMITS.files) throw new ZipRefused(`The archive holds more than ${ZIP_LIMITS.files} files.`)
  let at = view.getUint32(end + 16, true)
  const found: Entry[] = []
  const decoder = new TextDecoder()
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || view.getUint32(at, true) !== CENTRAL) throw new ZipRefused('Please select a valid ZIP file.')
    const madeBy = view.getUint8(at + 5)
    const nameLength = view.getUint16(at + 28, true)
    const extra = view.getUint16(at + 30, true)
    const comment = view.getUint16(at + 32, true)
    const attributes = view.getUint32(at + 38, true)
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength))
    // Unix-made entries (3) keep their mode in the high half: a symbolic link could point anywhere.
    if (madeBy === 3 && ((attributes >>> 16) & S_IFMT) === S_IFLNK) throw new ZipRefused(`The archive holds a link (${name}): refused.`)
    if (name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name) || name.split('/').some((part) => part === '..'))
      throw new ZipRefused(`The archive writes outside its folder (${name}): refused.`)
    found.push({ name, directory: name.endsWith('/') })
    at += 46 + nameLength + extra + comment
  }
  return found
}

/**
 * Unpacks an app archive in memory, counting real bytes as they inflate (declared sizes can lie): a zip bomb stops
 * at the first byte over the limits. A single top folder (app/manifest.json) is taken as the app's root.
 */
export async function unpackApp(zip: Uint8Array): Promise<Map<string, Uint8Array>> {
  // fflate loads with the first install, not at start.
  const { Unzip, UnzipInflate } = await import('fflate')
  const names = entries(zip).filter((e) => !e.directory)
  const files = new Map<string, Uint8Array>()
  let total = 0
  let failure: ZipRefused | null = null
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = []
    let size = 0
    file.ondata = (error, chunk, final) => {
      if (failure) return
      if (error) {
        failure = new ZipRefused('Please select a valid ZIP file.')
        return
      }
      size += chunk.length
      total += chunk.length
      if (size > ZIP_LIMITS.fileBytes || total > ZIP_LIMITS.totalBytes) {
        failure = new ZipRefused(`The archive unpacks to more than ${ZIP_LIMITS.totalBytes / 1024 / 1024} MB: refused.`)
        file.terminate()
        return
      }
      chunks.push(chunk)
      if (final) files.set(file.name, Buffer.concat(chunks))
    }
    if (!file.name.endsWith('/')) file.start()
  })
  unzip.register(UnzipInflate)
  // Fed in slices so a failure stops the work early.
  for (let at = 0; at < zip.length && !failure; at += 64 * 1024) unzip.push(zip.subarray(at, at + 64 * 1024), at + 64 * 1024 >= zip.length)
  if (failure) throw failure
  if (files.size !== names.length) throw new ZipRefused('Please select a valid ZIP file.')
  const tops = new Set([...files.keys()].map((name) => name.split('/')[0]))
  const [top] = tops
  if (tops.size === 1 && top && !files.has(top) && !files.has('manifest.json'))
    return new Map([...files].map(([name, bytes]) => [name.slice(top.length + 1), bytes]))
  return files
}
