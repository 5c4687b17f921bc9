import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, URL-safe: bearer tokens and the tokens in set-password links. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps instead of a token: its SHA-256, hex. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
