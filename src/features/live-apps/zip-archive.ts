import { unzip } from '../../core/zip'

/** Bounds of an app archive once unpacked: apps are a few small text files and a logo. */
const APP_LIMITS = { files: 200, fileBytes: 5 * 1024 * 1024, totalBytes: 20 * 1024 * 1024 }

/** Unpacks an app archive; a single top folder (app/manifest.json) is taken as the app's root. */
export async function unpackApp(zip: Uint8Array): Promise<Map<string, Uint8Array>> {
  const files = await unzip(zip, APP_LIMITS, 'Please select a valid ZIP file.')
  const tops = new Set([...files.keys()].map((name) => name.split('/')[0]))
  const [top] = tops
  if (tops.size === 1 && top && !files.has(top) && !files.has('manifest.json'))
    return new Map([...files].map(([name, bytes]) => [name.slice(top.length + 1), bytes]))
  return files
}
