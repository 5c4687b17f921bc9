import { ActionIcon, Transition } from '@mantine/core'
import { useWindowScroll } from '@mantine/hooks'
import { IconArrowUp } from '@tabler/icons-react'
import classes from './Shell.module.css'

/** Spec 9: the button appears after more than 100 px of vertical scroll. */
export const SCROLL_TO_TOP_THRESHOLD = 100

export function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll()
  return (
    <Transition mounted={scroll.y > SCROLL_TO_TOP_THRESHOLD} transition="slide-up" duration={150}>
      {(styles) => (
        <ActionIcon
          style={styles}
          className={classes.scrollTop}
          size="xl"
          radius="xl"
          aria-label="Scroll to top"
          onClick={() => scrollTo({ y: 0 })}
        >
          <IconArrowUp size={20} stroke={2} aria-hidden />
        </ActionIcon>
      )}
    </Transition>
  )
}
