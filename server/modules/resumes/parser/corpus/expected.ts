import { fileURLToPath } from 'node:url'
import type { Layout } from './people'

/** Where the corpus's files and expected.json live (this folder). */
export const CORPUS_DIR = fileURLToPath(new URL('.', import.meta.url))

/** "Present" in the corpus's date ranges: its years of experience are counted to this day. */
export const CORPUS_TODAY = new Date('2026-06-15T00:00:00Z')

/** What a careful reader takes from one resume of the corpus (expected.json). */
export interface ExpectedResume {
  file: string
  layout: Layout
  name: string
  email: string
  /** E.164. */
  phone: string
  /** Null where the layout prints none. */
  location: string | null
  /** The current position's title. */
  title: string
  /** The vocabulary's names of the skills the resume claims. */
  skills: string[]
  years_experience: number
  /** Each school named, newest first, with the degree and the year it ended. */
  education: { institution: string; degree: string; year: number }[]
}
