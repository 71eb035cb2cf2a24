import { mkdirSync, readdirSync, rmSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import type { Clock } from '../../core/clock'
import type { DiskReserve } from '../../core/disk-reserve'
import { badRequest, notFound, tooLarge } from '../../core/errors'
import type { IconsRepo } from './icons.repo'
import type { UploadedImage } from './icons.schema'
import { SELF_HOSTED } from './icons.defaults'
import { storedImageType } from './stored-image'
import { checkImage, type ImageMime, IMAGE_TYPES } from './upload-check'

/** Largest image accepted per upload (documented in the README): icons and logos, not photo albums. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
/** Own uploads per page of GET /images?page=n. */
export const IMAGE_PAGE_SIZE = 24
export const TOO_LARGE = `An image may be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MiB.`
export const IMAGE_PATH = '/api/v1/images/file/'

const hex = (bytes: number) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('hex')

/** The user's own image library: files under DATA_DIR/uploads/<user id>/, rows in images. */
export function createImagesService(deps: { repo: IconsRepo; dataDir: string; reserve: DiskReserve; clock: Clock }) {
  const { repo } = deps
  const root = join(deps.dataDir, 'uploads')
  const dirOf = (userId: number) => join(root, String(userId))
  // Deleting a user removes their rows through ON DELETE CASCADE; their folder goes when a library is next opened.
  const sweepDeletedUsers = () => {
    let names: string[] = []
    try {
      names = readdirSync(root)
    } catch {
      return
    }
    for (const name of names) if (/^\d+$/.test(name) && !repo.userExists(Number(name))) rmSync(join(root, name), { recursive: true, force: true })
  }

  const toImage = (row: { id: number; fileName: string }): UploadedImage => ({ id: row.id, iconPath: IMAGE_PATH + row.fileName })

  return {
    /** Checks the bytes (not the declared type), sanitizes SVG, stores the file under a random name. */
    async upload(userId: number, file: unknown): Promise<UploadedImage> {
      if (!(file instanceof Blob)) throw badRequest('Invalid file selected.')
      if (file.size > IMAGE_MAX_BYTES) throw tooLarge(TOO_LARGE)
      if (file.size === 0) throw badRequest('Invalid file selected.')
      const checked = await checkImage(new Uint8Array(await file.arrayBuffer()))
      if (!checked) throw badRequest('Invalid file selected.')
      deps.reserve.needRoom()
      const fileName = `${hex(16)}.${IMAGE_TYPES[checked.mime]}`
      mkdirSync(dirOf(userId), { recursive: true, mode: 0o700 })
      const path = join(dirOf(userId), fileName)
      try {
        await Bun.write(path, checked.body)
        const id = repo.insertImage(userId, fileName, checked.mime, checked.body.byteLength, deps.clock.now())
        return { id, iconPath: IMAGE_PATH + fileName }
      } catch (error) {
        // A full disk: no file (whole or partial) is kept without its row.
        rmSync(path, { force: true })
        throw error
      }
    },

    /** One page, newest first; an empty page means there are no more. */
    list(userId: number, page = 1): UploadedImage[] {
      if (page === 1) sweepDeletedUsers()
      return repo.imagePage(userId, IMAGE_PAGE_SIZE, (page - 1) * IMAGE_PAGE_SIZE).map(toImage)
    },

    count: repo.imageCount,

    /** The first uploads as icon references, for the own pack's preview card. */
    preview: (userId: number, limit: number) =>
      repo
        .imagePage(userId, limit, 0)
        .map((row) => ({ iconUrl: IMAGE_PATH + row.fileName, iconUrlLight: null, iconProvider: SELF_HOSTED, iconId: String(row.id) })),

    /** Another user's image answers like a missing one. */
    remove(userId: number, id: number) {
      const row = repo.image(userId, id)
      if (!row) throw notFound('Image not found.')
      // The file goes first: on a full disk its space is what lets the row's delete be written.
      // A name the uploader never gives (an imported '../x') is never a path to delete.
      if (storedImageType(row.fileName, row.mime))
        try {
          unlinkSync(join(dirOf(userId), row.fileName))
        } catch {
          // Already gone: the row is the record that matters.
        }
      if (!deps.reserve.withRoom(() => repo.deleteImage(userId, id))) throw notFound('Image not found.')
    },

    /** Where a stored image is and its checked type; null for unknown names and types no upload has. */
    file(fileName: string): { path: string; mime: ImageMime } | null {
      const row = repo.imageByName(fileName)
      const mime = row && storedImageType(row.fileName, row.mime)
      return row && mime ? { path: join(dirOf(row.userId), row.fileName), mime } : null
    },
  }
}

export type ImagesService = ReturnType<typeof createImagesService>
