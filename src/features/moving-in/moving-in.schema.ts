import { t } from 'elysia'
import { MODEL } from '../../core/input'

/** A peer import's answer: what came in, what did not and why, and the new folder to open. */
export const PeerSummary = t.Object(
  {
    imported: t.Object({ folders: t.Integer(), links: t.Integer(), liveApps: t.Integer() }),
    skipped: t.Array(t.Object({ name: t.String(), reason: t.String() })),
    folderId: t.Integer({ description: 'The new top-level folder "Imported from <source>"' }),
  },
  { [MODEL]: 'PeerImportSummary' },
)
