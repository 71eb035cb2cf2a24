import { IMAGE_TYPES, type ImageMime } from './upload-check'

/** The names the uploader gives files: 32 random hex digits and an allowed type's extension. */
export const IMAGE_FILE_NAME = `^[a-f0-9]{32}\\.(${Object.values(IMAGE_TYPES).join('|')})$`
const FILE_NAME = new RegExp(IMAGE_FILE_NAME)

/**
 * The type a stored image may be served as: one the upload check accepts, under a name the uploader would give it;
 * null for anything else (rows may come from an imported backup, not only from uploads).
 */
export function storedImageType(fileName: string, mime: string): ImageMime | null {
  if (!Object.hasOwn(IMAGE_TYPES, mime)) return null
  const type = mime as ImageMime
  return FILE_NAME.test(fileName) && fileName.endsWith(`.${IMAGE_TYPES[type]}`) ? type : null
}
