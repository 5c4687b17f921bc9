import classes from './Shell.module.css'

/** Spec 9: the footer shows the year 2025. */
export const FOOTER_YEAR = 2025

/** The footer (spec 1): a copyright line crediting the provider. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <p>
        © {FOOTER_YEAR} <span className={classes.footerBrand}>Staffdesk</span>. Built and run by Staffdesk Inc. All
        rights reserved.
      </p>
    </footer>
  )
}
