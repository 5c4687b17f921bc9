import { useMemo, type CSSProperties, type ReactNode } from 'react'
import { brandColors } from '../brand-color'
import classes from './Careers.module.css'

/** The company's brand colour, made readable in both colour schemes, for everything inside. */
export function BrandScope({ color, children }: { color: string | null | undefined; children: ReactNode }) {
  const style = useMemo(() => {
    const colors = brandColors(color)
    return {
      '--careers-fill': colors.fill,
      '--careers-hover': colors.hover,
      '--careers-on-fill': colors.onFill,
      '--careers-text-light': colors.textLight,
      '--careers-text-dark': colors.textDark,
    } as CSSProperties
  }, [color])
  return (
    <div className={classes.brand} style={style}>
      {children}
    </div>
  )
}
