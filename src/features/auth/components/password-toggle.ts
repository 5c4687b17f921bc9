/**
 * Mantine names the visibility button "Toggle password visibility", which makes a label search
 * for "Password" ambiguous; this name says the same without repeating the field's label.
 */
export const visibilityToggleButtonProps = { 'aria-label': 'Show characters' }
