import { describe, expect, it } from 'vitest'
import { parseResume } from './index'
import { readPlace } from './places'

const TODAY = new Date('2026-06-15T00:00:00Z')

async function parsedText(text: string) {
  const outcome = await parseResume({ bytes: new TextEncoder().encode(text), contentType: 'text/plain' }, { today: TODAY })
  if (!outcome.ok) throw new Error(outcome.error)
  return outcome.parsed
}

describe('locations from the GeoNames gazetteer', () => {
  it('reads a city outside the US by its native or English name, with the country it is in', () => {
    expect(readPlace('Napoli')).toMatchObject({ text: 'Napoli', country: 'IT' })
    expect(readPlace('Cologne')).toMatchObject({ country: 'DE' })
    expect(readPlace('Warszawa')).toMatchObject({ country: 'PL' })
    expect(readPlace('Sevilla, España')).toMatchObject({ text: 'Sevilla, España', country: 'ES' })
    expect(readPlace('München, Deutschland')).toMatchObject({ country: 'DE' })
    expect(readPlace('Lyon (France)')).toMatchObject({ country: 'FR' })
    expect(readPlace('Pune (Maharashtra)')).toMatchObject({ country: 'IN' })
  })

  it('takes a postal code as a sign of a place, and leaves it out of the location', () => {
    expect(readPlace('80131 Napoli')).toMatchObject({ text: 'Napoli', country: 'IT' })
    expect(readPlace('00-950 Warszawa')).toMatchObject({ text: 'Warszawa', country: 'PL' })
    expect(readPlace('Springfield, IL 62701')).toMatchObject({ text: 'Springfield, IL', country: 'US' })
  })

  it('prefers the larger place of an ambiguous name, and the one in the country written after it', () => {
    expect(readPlace('Naples')?.country).toBe('IT')
    expect(readPlace('Naples, FL')?.country).toBe('US')
    expect(readPlace('Valencia, Venezuela')?.country).toBe('VE')
  })

  it('reads no place from a name or a title, and keeps "City, ST" working', () => {
    expect(readPlace('Maria Gonzalez')).toBeNull()
    expect(readPlace('Senior Software Engineer')).toBeNull()
    expect(readPlace('Austin, TX')).toMatchObject({ country: 'US' })
    expect(readPlace('Montreal, QC')).toMatchObject({ country: 'CA' })
  })

  it('finds the location on the contact line of a resume from Italy, and dials its phone there', async () => {
    const parsed = await parsedText('Giulia Esposito\nVia Toledo 156, 80134 Napoli | giulia.esposito@example.com | 081 552 3344\n\nESPERIENZA\nInfermiera\n')
    expect(parsed.location).toBe('Napoli')
    expect(parsed.phone).toBe('+390815523344')
  })

  it('reads a city and its country written without the comma, and no name that ends like a country', () => {
    expect(readPlace('Roma Italy')).toMatchObject({ country: 'IT' })
    expect(readPlace('Porto Alegre Brazil')).toMatchObject({ country: 'BR' })
    expect(readPlace('Graz Austria')).toMatchObject({ country: 'AT' })
    expect(readPlace('Chad Jordan')).toBeNull()
  })

  it('reads "Roma Italy" alone in a sidebar, and dials the national number in Italy', async () => {
    const parsed = await parsedText('Luca Marino\nSous Chef\nluca.marino@example.com\n333 123 4567\nRoma Italy\n\nEXPERIENCE\nSous Chef\nTrattoria Roma\nJun 2019 - Present\n')
    expect(parsed.location).toBe('Roma Italy')
    expect(parsed.phone).toBe('+393331234567')
  })

  it('takes the city under the name, never a month from a line holding a date', async () => {
    const parsed = await parsedText('Chidi Okafor\nAccountant\nchidi.okafor@example.com   Jun 2019\nLagos\n\nEXPERIENCE\nAccountant, Zenith Foods\nJun 2019 – Present\n')
    expect(parsed.location).toBe('Lagos')
  })
})
