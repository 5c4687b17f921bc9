import { CAREERS_ANSWERS_ID } from '@common/careers-page'

const answers = new Map<string, unknown>()

/** Moves the answers out of the page's script (once: it is removed) into `answers`. */
function collectSentAnswers(): void {
  const script = document.getElementById(CAREERS_ANSWERS_ID)
  if (!script) return
  script.remove()
  try {
    for (const [path, answer] of Object.entries(JSON.parse(script.textContent ?? '') as Record<string, unknown>)) answers.set(path, answer)
  } catch {
    // A page without usable answers just asks the API.
  }
}

/**
 * The answer the product's own server sent inside the page for the API path `path`
 * (server/modules/careers/seo.ts), or undefined. Each is taken once: a later request for the same
 * path (a refetch, coming back to the page) goes to the network.
 */
export function takePreloadedAnswer<Answer>(path: string): Answer | undefined {
  collectSentAnswers()
  const answer = answers.get(path) as Answer | undefined
  answers.delete(path)
  return answer
}
