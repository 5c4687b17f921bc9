import { fileURLToPath } from 'node:url'
import type { ExpectedResume } from '../corpus/expected'

/** Where the held-out corpus's files and expected.json live (this folder). */
export const HELD_OUT_DIR = fileURLToPath(new URL('.', import.meta.url))

/** "Present" in the held-out corpus's date ranges: its years of experience are counted to this day. */
export const HELD_OUT_TODAY = new Date('2026-06-15T00:00:00Z')

/** What a careful reader takes from one held-out resume: the fixture's fields, the schools, and the resume's language. */
export interface HeldOutExpected extends Omit<ExpectedResume, 'layout' | 'education' | 'location'> {
  /** Null where the file does not write it (the flat theme prints no location). */
  location: string | null
  /** The theme or tool that made it ("kendall", "pandoc-docx", "flat-scanned"). */
  layout: string
  language: string
  /** The institutions as the resume names them. */
  education: string[]
}
