import { useEffect, useState, type RefObject } from 'react'

/**
 * Spec 2: the header pins once the page scrolls past its offset. The offset is measured once,
 * at mount, and kept; the header then gains its pinned look (shadow, solid backdrop).
 */
export function useHeaderPin(header: RefObject<HTMLElement | null>): boolean {
  const [pinned, setPinned] = useState(false)
  useEffect(() => {
    const storedOffset = header.current?.offsetTop ?? 0
    const update = () => setPinned(window.scrollY > storedOffset)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [header])
  return pinned
}
