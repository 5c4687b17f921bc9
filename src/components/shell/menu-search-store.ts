import { createSpotlight } from '@mantine/spotlight'

/**
 * The search modal's store. Only this small store ships with the shell; the modal's code loads
 * the first time search is opened (Search button or Ctrl/Cmd+K).
 */
export const [menuSearchStore, menuSearch] = createSpotlight()
