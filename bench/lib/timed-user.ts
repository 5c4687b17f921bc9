/** One GET `user` as a signed-in client makes it: how long it took, in ms. The probe benches use to see whether other work makes requests wait. */
export async function timeUser(api: string, token: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${api}/user`, { headers: { authorization: `Bearer ${token}` } })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`GET user answered ${response.status}`)
  return performance.now() - started
}
