import type { Context } from 'hono'

/** Answers 204 with no body once the change (a delete) is done. */
export async function noContent(c: Context, change: Promise<unknown>): Promise<Response> {
  await change
  return c.body(null, 204)
}
