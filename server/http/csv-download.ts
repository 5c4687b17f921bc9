import type { Context } from 'hono'

/** Answers a CSV export as a download the browser saves under `fileName` (the lists' and the audit log's exports). */
export async function csvDownload(c: Context, fileName: string, csv: Promise<string>): Promise<Response> {
  const body = await csv
  c.header('Content-Type', 'text/csv; charset=utf-8')
  c.header('Content-Disposition', `attachment; filename="${fileName}"`)
  return c.body(body)
}
