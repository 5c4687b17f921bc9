import { isNormalizedError } from './errors'

/**
 * The query client's one retry rule: a failure the server answered with a 4xx (a record that does
 * not exist or is another company's, a permission, a refused value) will answer the same again,
 * so it shows at once; a network failure or a 5xx gets one more try.
 */
export function retryOnceUnlessRefused(failures: number, error: unknown): boolean {
  const status = isNormalizedError(error) ? error.status : null
  return failures < 1 && !(typeof status === 'number' && status >= 400 && status < 500)
}
