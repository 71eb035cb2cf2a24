import { type Database, tx } from '../../core/db'

/** An endpoint as stored: the certificate and key are still sealed. */
export interface StoredEndpoint {
  id: number
  name: string
  url: string
  tlsCert: string | null
  tlsKey: string | null
  tlsCa: string | null
}

interface Row {
  id: number
  name: string
  url: string
  tls_cert: string | null
  tls_key: string | null
  tls_ca: string | null
}

const toEndpoint = (r: Row): StoredEndpoint => ({ id: r.id, name: r.name, url: r.url, tlsCert: r.tls_cert, tlsKey: r.tls_key, tlsCa: r.tls_ca })

// The endpoints belong to the installation (a super admin sets them), not to a user.
export function createDockerRepo(db: Database) {
  const all = db.query<Row, []>('SELECT id, name, url, tls_cert, tls_key, tls_ca FROM docker_endpoints ORDER BY position, id')
  const clear = db.query('DELETE FROM docker_endpoints')
  const insert = db.query('INSERT INTO docker_endpoints (id, name, url, tls_cert, tls_key, tls_ca, position) VALUES (?, ?, ?, ?, ?, ?, ?)')
  return {
    list: () => all.all().map(toEndpoint),
    /** Replaces the whole list in one transaction; an entry without an id gets a new one. */
    replace: (endpoints: (Omit<StoredEndpoint, 'id'> & { id?: number })[]) =>
      tx(db, () => {
        clear.run()
        for (const [position, e] of endpoints.entries()) insert.run(e.id ?? null, e.name, e.url, e.tlsCert, e.tlsKey, e.tlsCa, position)
      }),
  }
}
