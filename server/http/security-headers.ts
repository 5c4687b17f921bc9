/**
 * Headers on every answer, API and static alike. Scripts only from our origin (plus the exact
 * inline scripts of the built HTML, by hash); Mantine injects style tags, hence inline styles.
 */
export function securityHeaders(options: { inlineScriptHashes?: readonly string[]; https?: boolean } = {}): [string, string][] {
  const scriptSources = ["'self'", ...(options.inlineScriptHashes ?? []).map((hash) => `'${hash}'`)].join(' ')
  const policy = [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    // Company logos may live on another https host.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    // An applicant's PDF resume, fetched with the token and shown from a blob typed application/pdf.
    "frame-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  const headers: [string, string][] = [
    ['Content-Security-Policy', policy],
    ['X-Content-Type-Options', 'nosniff'],
    // Set-password pages carry their token in the URL; it never leaves in a Referer.
    ['Referrer-Policy', 'no-referrer'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ]
  if (options.https) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'])
  return headers
}
