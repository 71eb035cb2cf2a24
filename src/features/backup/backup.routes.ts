import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { badRequest, forbidden, tooLarge } from '../../core/errors'
import { Ok } from '../../core/input'
import { looksLikeZip } from '../../core/zip'
import type { PeerImportService } from '../moving-in/peer-import.service'
import { PEER_MAX_BYTES } from '../moving-in/recognise-peer'
import { PeerSummary } from '../moving-in/moving-in.schema'
import { BACKUP_MAX_BYTES, NOT_A_BACKUP } from './backup.constants'
import { PASSPHRASE_MIN } from './user-backup'
import type { BackupService } from './backup.service'

const tags = ['Backup']
// Room for the multipart boundary and part headers around the file.
const MULTIPART_OVERHEAD = 64 * 1024

/** Spec 3 §7: multipart with field migrationFile. JSON or any other shape is a 400 before the service runs. */
const ImportBody = t.Object(
  {
    migrationFile: t.File({
      description:
        "A ZIP made by GET /api/v1/settings/export-migration, or Homepage's services.yaml/bookmarks.yaml (or its config folder zipped), Dashy's conf.yml, a Homarr board JSON, Heimdall's item export, a browser's bookmark HTML",
      error: NOT_A_BACKUP,
    }),
    passphrase: t.Optional(t.String({ maxLength: 1024, description: 'The passphrase of a personal backup made by POST /api/v1/settings/export' })),
  },
  { error: NOT_A_BACKUP },
)

const ExportBody = t.Object({
  passphrase: t.String({
    minLength: PASSPHRASE_MIN,
    maxLength: 1024,
    description: `At least ${PASSPHRASE_MIN} characters: every secret in the ZIP is encrypted under a key derived from it (scrypt, AES-256-GCM)`,
    error: `The passphrase must be at least ${PASSPHRASE_MIN} characters.`,
  }),
})
const ZIP_ANSWER = { 200: { description: 'application/zip', content: { 'application/zip': { schema: { type: 'string' as const, format: 'binary' } } } } }
const zipResponse = (bytes: Uint8Array, name: string) =>
  new Response(Buffer.from(bytes), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.zip"`,
      'cache-control': 'no-store',
    },
  })

export function backupRoutes(deps: { auth: AuthPlugin; service: BackupService; peers: Pick<PeerImportService, 'importFor'> }) {
  const { service } = deps
  return new Elysia({ name: 'backup-routes', prefix: '/settings' })
    .use(deps.auth)
    .get('/export-migration', async () => zipResponse(await service.exportZip(), 'foyer-backup'), {
      admin: true,
      detail: {
        tags,
        summary: 'Download a backup of the whole instance (super admin): every user, the uploads, the ZIP apps and the key to the secrets',
        description: 'Keep it as safe as DATA_DIR itself: whoever holds it can open every stored secret. POST it to /settings/import-migration to restore.',
        responses: ZIP_ANSWER,
      },
    })
    .post('/export', async ({ body, user }) => zipResponse(await service.exportUser(user.id, body.passphrase), 'foyer-my-data'), {
      auth: true,
      body: ExportBody,
      detail: {
        tags,
        summary: "Download the caller's own data (any user): folders, links, lists, pages, authenticators, devices, credentials, settings and uploads",
        description:
          "Every secret inside is encrypted under the passphrase; POST the ZIP with it to /settings/import-migration on any Foyer to replace that user's data there.",
        responses: ZIP_ANSWER,
      },
    })
    .post(
      '/import-migration',
      async ({ body, user }) => {
        const file = body.migrationFile
        if (!user.isSuperAdmin && file.size > PEER_MAX_BYTES) throw tooLarge(`The file is larger than ${PEER_MAX_BYTES / 1024 / 1024} MB.`)
        const bytes = new Uint8Array(await file.arrayBuffer())
        const personal = await service.importUser(user.id, bytes, body.passphrase)
        if (personal !== null) return ok(personal)
        // Any user's own kinds first (they add beside the caller's data); what replaces the whole instance is the super admin's.
        const peer = await deps.peers.importFor(user.id, bytes)
        if (peer) return ok(peer)
        if (!user.isSuperAdmin) throw looksLikeZip(bytes) ? forbidden('Only an administrator can do this.') : badRequest(NOT_A_BACKUP)
        return ok(await service.importZip(bytes))
      },
      {
        auth: true,
        body: ImportBody,
        response: { 200: Ok(t.Union([t.String(), PeerSummary])) },
        detail: {
          tags,
          summary: `Import a file (multipart field migrationFile): a personal backup (with passphrase) replaces the caller's data; a Foyer or Astroluma backup ZIP replaces all data (super admin, at most ${BACKUP_MAX_BYTES / 1024 / 1024} MB, every session ends); Homepage, Dashy, Homarr or Heimdall files and browser bookmarks add a folder to the caller's data (any user, at most ${PEER_MAX_BYTES / 1024 / 1024} MB)`,
          'x-foyer-body-max': BACKUP_MAX_BYTES + MULTIPART_OVERHEAD,
        },
      },
    )
}
