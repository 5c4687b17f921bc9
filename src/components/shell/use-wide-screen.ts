import { useMediaQuery } from '@mantine/hooks'

/** Spec 9: sidebar behaviour applies above the 992 px layout breakpoint (Mantine's `md`, 62em). */
export const WIDE_SCREEN_QUERY = '(min-width: 62em)'

/** Read synchronously, so the first render already has the right layout. */
export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY, undefined, { getInitialValueInEffect: false }) ?? false
}
