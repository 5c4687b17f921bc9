import { Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import type { PublicCareersSite } from '../api/careers'
import classes from './Careers.module.css'

interface CompanyHeroProps {
  company: PublicCareersSite['company']
  /** The page's h1: "Careers at Acme" on the site, the company's name above a job (no heading there). */
  heading: boolean
}

/** The company's logo and name on its brand colour, and its website. */
export function CompanyHero({ company, heading }: CompanyHeroProps) {
  const [brokenLogo, setBrokenLogo] = useState(false)
  return (
    <header className={classes.hero}>
      <Group gap="lg" wrap="wrap" align="center">
        {company.logo && !brokenLogo && (
          <img src={company.logo} alt={`${company.name} logo`} className={classes.logo} height={56} onError={() => setBrokenLogo(true)} />
        )}
        <Stack gap={4} miw={0}>
          {heading ? (
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              Careers at {company.name}
            </Title>
          ) : (
            <Text fw={700} fz="xl" style={{ overflowWrap: 'anywhere' }}>
              {company.name}
            </Text>
          )}
          {company.website && (
            <Text size="sm">
              <a href={company.website} rel="noopener noreferrer">
                {company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            </Text>
          )}
        </Stack>
      </Group>
    </header>
  )
}
