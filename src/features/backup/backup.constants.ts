/** Spec 3 §5: the refusal for anything that is not a backup this route reads. */
export const NOT_A_BACKUP = 'Please select a valid ZIP backup file'
/** Spec 3 §8: the answer to a whole-instance import (the web signs out 2 s later). */
export const IMPORTED = 'Backup imported successfully! Please log in again.'
/** Spec 3 §8: a backup that unpacks but whose data cannot be taken in. */
export const IMPORT_FAILED = 'Failed to import backup data.'
/** What an import may weigh as uploaded, and unpacked (the database, the uploaded images, the ZIP apps). */
export const BACKUP_MAX_BYTES = 100 * 1024 * 1024
export const UNZIP_LIMITS = { files: 20_000, fileBytes: BACKUP_MAX_BYTES, totalBytes: 2 * BACKUP_MAX_BYTES }
/** The staged database's name inside a staging folder. */
export const STAGED_DATABASE = 'foyer.db'
export const UPLOADS = 'uploads'
