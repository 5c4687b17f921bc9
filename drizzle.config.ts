import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` needs no database; the credentials serve drizzle-kit's other commands
// (studio, check) against the same database the server would open.
const databaseUrl = process.env.DATABASE_URL

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
  ...(databaseUrl
    ? { dbCredentials: { url: databaseUrl } }
    : { driver: 'pglite', dbCredentials: { url: `${process.env.DATA_DIR ?? './data'}/db` } }),
})
