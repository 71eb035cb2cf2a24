import type { Database } from '../../core/db'

interface ImageRow {
  id: number
  fileName: string
  mime: string
}

export interface PackRow {
  id: number
  userId: number
  iconProvider: string
  iconName: string
  jsonUrl: string
  version: string | null
  creditName: string | null
  creditUrl: string | null
  iconCount: number
}

type PackInput = Omit<PackRow, 'id' | 'userId'> & { packJson: string }

const PACK_COLUMNS = `id, user_id AS userId, icon_provider AS iconProvider, icon_name AS iconName, json_url AS jsonUrl, version,
  credit_name AS creditName, credit_url AS creditUrl, icon_count AS iconCount`

/** Images and installed packs; every query is scoped by the owner's id. */
export function createIconsRepo(db: Database) {
  const q = {
    insertImage: db.query<{ id: number }, [number, string, string, number, number]>(
      'INSERT INTO images (user_id, file_name, mime, size, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
    ),
    imagePage: db.query<ImageRow, [number, number, number]>(
      'SELECT id, file_name AS fileName, mime FROM images WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
    ),
    image: db.query<ImageRow, [number, number]>('SELECT id, file_name AS fileName, mime FROM images WHERE id = ? AND user_id = ?'),
    imageByName: db.query<ImageRow & { userId: number }, [string]>('SELECT id, user_id AS userId, file_name AS fileName, mime FROM images WHERE file_name = ?'),
    imageCount: db.query<{ n: number }, [number]>('SELECT count(*) AS n FROM images WHERE user_id = ?'),
    deleteImage: db.query<null, [number, number]>('DELETE FROM images WHERE id = ? AND user_id = ?'),
    packs: db.query<PackRow, [number]>(`SELECT ${PACK_COLUMNS} FROM icon_packs WHERE user_id = ? ORDER BY icon_name COLLATE NOCASE`),
    pack: db.query<PackRow, [number, number]>(`SELECT ${PACK_COLUMNS} FROM icon_packs WHERE id = ? AND user_id = ?`),
    packJson: db.query<{ packJson: string }, [number, number]>('SELECT pack_json AS packJson FROM icon_packs WHERE id = ? AND user_id = ?'),
    packByProvider: db.query<{ id: number }, [number, string]>('SELECT id FROM icon_packs WHERE user_id = ? AND icon_provider = ?'),
    upsertPack: db.query<{ id: number }, [number, string, string, string, string | null, string | null, string | null, number, string, number, number]>(
      `INSERT INTO icon_packs (user_id, icon_provider, icon_name, json_url, version, credit_name, credit_url, icon_count, pack_json, installed_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
       ON CONFLICT (user_id, icon_provider) DO UPDATE SET icon_name = excluded.icon_name, json_url = excluded.json_url,
         version = excluded.version, credit_name = excluded.credit_name, credit_url = excluded.credit_url,
         icon_count = excluded.icon_count, pack_json = excluded.pack_json, updated_at = excluded.updated_at
       RETURNING id`,
    ),
    deletePack: db.query<null, [number, number]>('DELETE FROM icon_packs WHERE id = ? AND user_id = ?'),
    userExists: db.query<{ id: number }, [number]>('SELECT id FROM users WHERE id = ?'),
  }

  return {
    insertImage: (userId: number, fileName: string, mime: string, size: number, now: number) => q.insertImage.get(userId, fileName, mime, size, now)!.id,
    imagePage: (userId: number, limit: number, offset: number) => q.imagePage.all(userId, limit, offset),
    image: (userId: number, id: number) => q.image.get(id, userId),
    /** The owner is looked up by the unguessable file name: serving needs no session (an <img> sends none). */
    imageByName: (fileName: string) => q.imageByName.get(fileName),
    imageCount: (userId: number) => q.imageCount.get(userId)!.n,
    deleteImage: (userId: number, id: number) => q.deleteImage.run(id, userId).changes > 0,
    packs: (userId: number) => q.packs.all(userId),
    pack: (userId: number, id: number) => q.pack.get(id, userId),
    packJson: (userId: number, id: number) => q.packJson.get(id, userId)?.packJson,
    packIdByProvider: (userId: number, provider: string) => q.packByProvider.get(userId, provider)?.id,
    /** Installs, or replaces the user's copy of the same provider. */
    upsertPack: (userId: number, p: PackInput, now: number) =>
      q.upsertPack.get(userId, p.iconProvider, p.iconName, p.jsonUrl, p.version, p.creditName, p.creditUrl, p.iconCount, p.packJson, now, now)!.id,
    deletePack: (userId: number, id: number) => q.deletePack.run(id, userId).changes > 0,
    userExists: (userId: number) => Boolean(q.userExists.get(userId)),
  }
}

export type IconsRepo = ReturnType<typeof createIconsRepo>
