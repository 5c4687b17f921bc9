import { hash, verify } from '@node-rs/argon2'
import { availableParallelism } from 'node:os'
import { randomBytes } from 'node:crypto'

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): memory-hard, and
 * about a third of the CPU time of scrypt at 16 MiB, so sign-ins scale further on few cores.
 * The parameters travel inside each PHC-format hash, so raising them later only affects new
 * passwords.
 */
const OPTIONS = {
  // Algorithm.Argon2id: the library exports it as a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

// Hashing runs on libuv's pool, one hash per core at most. The OS then shares the cores fairly
// between hashing and the event loop: under load, sign-ins keep their pace and other requests
// slow only a little (see bench:api). Fewer slots than cores starved sign-ins under load.
const MAX_CONCURRENT = availableParallelism()
let running = 0
const waiting: (() => void)[] = []

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve))
  else running += 1
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}

const normalise = (password: string) => password.normalize('NFKC')

export function hashPassword(password: string): Promise<string> {
  return withHashingSlot(() => hash(normalise(password), OPTIONS))
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!stored.startsWith('$argon2id$')) return false
  try {
    return await withHashingSlot(() => verify(stored, normalise(password)))
  } catch {
    // A stored value the library cannot parse is a mismatch, not a server error.
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies against a throwaway hash, so a sign-in for an unknown address (or an invited user
 * without a password) costs the same time as a wrong password.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(password, await dummyHash)
  return false
}
