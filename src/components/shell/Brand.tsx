import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useSession } from '@/platform/session/api/use-session'
import classes from './Shell.module.css'

const DEFAULT_LOGO = '/images/logo-mark.svg'

/**
 * The company logo linking home (spec 1): the company's own logo from its settings, or the
 * Staffdesk logo when there is none or it fails to load. `compact` keeps the mark only.
 */
export function Brand({ compact = false }: { compact?: boolean }) {
  const settings = useSession()?.user.company_settings
  const logo = settings?.company_logo || null
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null)
  const showCompanyLogo = logo !== null && logo !== brokenLogo

  return (
    <Link to="/" className={classes.brand} data-compact={compact || undefined}>
      {showCompanyLogo ? (
        <img
          src={logo}
          alt={settings?.company_name || 'Company logo'}
          className={classes.companyLogo}
          onError={() => setBrokenLogo(logo)}
        />
      ) : (
        <>
          <img src={DEFAULT_LOGO} alt="" width={32} height={32} className={classes.brandMark} />
          <span className={classes.brandName}>Staffdesk</span>
        </>
      )}
    </Link>
  )
}
