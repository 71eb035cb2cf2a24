import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { Ok } from '../../core/input'
import { BACKUP_MAX_BYTES, NOT_A_BACKUP } from './backup.constants'
import type { BackupService } from './backup.service'

const tags = ['Backup']
// Room for the multipart boundary and part headers around the file.
const MULTIPART_OVERHEAD = 64 * 1024

/** Spec 3 §7: multipart with field migrationFile. JSON or any other shape is a 400 before the service runs. */
const ImportBody = t.Object(
  { migrationFile: t.File({ description: 'A ZIP made by GET /api/v1/settings/export-migration', error: NOT_A_BACKUP }) },
  { error: NOT_A_BACKUP },
)

export function backupRoutes(deps: { auth: AuthPlugin; service: BackupService }) {
  const { service } = deps
  return new Elysia({ name: 'backup-routes', prefix: '/settings' })
    .use(deps.auth)
    .get(
      '/export-migration',
      async () =>
        new Response(Buffer.from(await service.exportZip()), {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': `attachment; filename="foyer-backup-${new Date().toISOString().slice(0, 10)}.zip"`,
            'cache-control': 'no-store',
          },
        }),
      {
        admin: true,
        detail: {
          tags,
          summary: 'Download a backup of the whole instance (super admin): every user, the uploads, the ZIP apps and the key to the secrets',
          description: 'Keep it as safe as DATA_DIR itself: whoever holds it can open every stored secret. POST it to /settings/import-migration to restore.',
          responses: { 200: { description: 'application/zip', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } } },
        },
      },
    )
    .post('/import-migration', async ({ body }) => ok(await service.importZip(new Uint8Array(await body.migrationFile.arrayBuffer()))), {
      admin: true,
      body: ImportBody,
      response: { 200: Ok(t.String()) },
      detail: {
        tags,
        summary: `Replace all data with a backup ZIP (multipart field migrationFile, at most ${BACKUP_MAX_BYTES / 1024 / 1024} MB) (super admin); every session ends`,
        'x-foyer-body-max': BACKUP_MAX_BYTES + MULTIPART_OVERHEAD,
      },
    })
}
