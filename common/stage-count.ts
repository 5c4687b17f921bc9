// zod-free: the dashboard and Settings read it without the schemas.

/**
 * What a stage's count counts, wherever it shows (Settings' stages, the dashboard's funnel, a
 * board's columns): applications in the stage now, of every job, rejected ones left out. A
 * rejected application keeps the stage it left, off the board, so counting it would show the
 * same stage with two numbers.
 */
export const STAGE_COUNT_DEFINITION = 'Counts the applications in each stage now, of every job; rejected ones are not counted.'
export const countsInStage = (status: 'active' | 'rejected' | 'hired'): boolean => status !== 'rejected'
