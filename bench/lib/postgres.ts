import pg from 'pg'

/** A throwaway database on the local PostgreSQL, dropped when the bench ends. */
export interface TemporaryDatabase {
  readonly url: string
  drop(): Promise<void>
}

export async function createTemporaryDatabase(adminUrl: string, prefix: string): Promise<TemporaryDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    // FORCE closes connections a killed server may have left behind (PostgreSQL 13+).
    drop: () => withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  }
}

async function withAdmin(adminUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}
