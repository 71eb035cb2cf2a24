import type { Database } from '../../core/db'
import type { Algorithm, ServiceIcon, TotpDetails, TotpSummary } from './totp.schema'

interface Row {
  id: number
  service_name: string
  account_name: string
  service_icon: string
  algorithm: Algorithm
  digits: number
  period: number
}

export interface StoredItem {
  serviceName: string
  accountName: string
  serviceIcon: ServiceIcon | null
  algorithm: Algorithm
  digits: number
  period: number
}

const summary = (r: Row): TotpSummary => ({
  id: r.id,
  serviceName: r.service_name,
  accountName: r.account_name,
  // JSON null (the column is NOT NULL) stands for the default icon.
  serviceIcon: JSON.parse(r.service_icon) as ServiceIcon | null,
})

const details = (r: Row): TotpDetails => ({ ...summary(r), algorithm: r.algorithm, digits: r.digits, period: r.period })

const COLUMNS = 'id, service_name, account_name, service_icon, algorithm, digits, period'

export function createTotpRepo(db: Database) {
  const list = db.query<Row, [number]>(`SELECT ${COLUMNS} FROM totp_items WHERE user_id = ? ORDER BY position, id`)
  const one = db.query<Row, [number, number]>(`SELECT ${COLUMNS} FROM totp_items WHERE id = ? AND user_id = ?`)
  const sealed = db.query<{ secret_sealed: string }, [number, number]>('SELECT secret_sealed FROM totp_items WHERE id = ? AND user_id = ?')
  const insert = db.query<{ id: number }, [number, string, string, string, string, string, number, number, number]>(
    `INSERT INTO totp_items (user_id, service_name, account_name, service_icon, secret_sealed, algorithm, digits, period, position, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, (SELECT coalesce(max(position) + 1, 0) FROM totp_items WHERE user_id = ?1), ?9, ?9)
     RETURNING id`,
  )
  const update = db.query(
    `UPDATE totp_items SET service_name = ?, account_name = ?, service_icon = ?, algorithm = ?, digits = ?, period = ?,
            secret_sealed = coalesce(?, secret_sealed), updated_at = ?
      WHERE id = ? AND user_id = ?`,
  )
  const remove = db.query('DELETE FROM totp_items WHERE id = ? AND user_id = ?')
  const place = db.query('UPDATE totp_items SET position = ? WHERE id = ? AND user_id = ?')

  return {
    list: (userId: number) => list.all(userId).map(summary),
    details: (userId: number, id: number) => {
      const row = one.get(id, userId)
      return row ? details(row) : null
    },
    sealedSecret: (userId: number, id: number) => sealed.get(id, userId)?.secret_sealed ?? null,
    insert: (userId: number, item: StoredItem, secretSealed: string, now: number) =>
      insert.get(userId, item.serviceName, item.accountName, JSON.stringify(item.serviceIcon), secretSealed, item.algorithm, item.digits, item.period, now)!.id,
    update: (userId: number, id: number, item: StoredItem, secretSealed: string | null, now: number) =>
      update.run(item.serviceName, item.accountName, JSON.stringify(item.serviceIcon), item.algorithm, item.digits, item.period, secretSealed, now, id, userId)
        .changes > 0,
    remove: (userId: number, id: number) => remove.run(id, userId).changes > 0,
    place: (userId: number, id: number, position: number) => place.run(position, id, userId),
  }
}
