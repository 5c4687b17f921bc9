import { getCountries, type CountryCode } from 'libphonenumber-js/max'

/**
 * Place names for reading a location ("Austin, TX", "Lagos, Nigeria", "Toronto, ON") and the
 * country a national phone number is dialled in.
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

const COUNTRY_ALIASES: Record<string, CountryCode> = {
  usa: 'US', us: 'US', 'u.s.': 'US', 'u.s.a.': 'US', 'united states of america': 'US', america: 'US',
  uk: 'GB', 'u.k.': 'GB', england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB', britain: 'GB', 'great britain': 'GB',
  uae: 'AE', 'the netherlands': 'NL', holland: 'NL', 'south korea': 'KR', korea: 'KR', russia: 'RU', 'czech republic': 'CZ',
  vietnam: 'VN', 'viet nam': 'VN', turkey: 'TR', türkiye: 'TR', deutschland: 'DE', españa: 'ES', brasil: 'BR', méxico: 'MX',
  'hong kong': 'HK', taiwan: 'TW', 'ivory coast': 'CI', "côte d'ivoire": 'CI', macedonia: 'MK',
}

/** Major cities a resume may give alone ("London", "Nairobi"), with their country. */
const CITIES: Record<string, CountryCode> = {
  london: 'GB', manchester: 'GB', birmingham: 'GB', leeds: 'GB', glasgow: 'GB', edinburgh: 'GB', bristol: 'GB', liverpool: 'GB', cardiff: 'GB', belfast: 'GB',
  dublin: 'IE', cork: 'IE', paris: 'FR', lyon: 'FR', marseille: 'FR', toulouse: 'FR', berlin: 'DE', munich: 'DE', münchen: 'DE', hamburg: 'DE',
  frankfurt: 'DE', cologne: 'DE', köln: 'DE', stuttgart: 'DE', düsseldorf: 'DE', vienna: 'AT', wien: 'AT', zurich: 'CH', zürich: 'CH', geneva: 'CH',
  amsterdam: 'NL', rotterdam: 'NL', utrecht: 'NL', brussels: 'BE', antwerp: 'BE', madrid: 'ES', barcelona: 'ES', valencia: 'ES', seville: 'ES', sevilla: 'ES',
  lisbon: 'PT', lisboa: 'PT', porto: 'PT', rome: 'IT', roma: 'IT', milan: 'IT', milano: 'IT', naples: 'IT', turin: 'IT', stockholm: 'SE', gothenburg: 'SE',
  oslo: 'NO', bergen: 'NO', copenhagen: 'DK', aarhus: 'DK', helsinki: 'FI', reykjavik: 'IS', warsaw: 'PL', kraków: 'PL', krakow: 'PL', wrocław: 'PL',
  prague: 'CZ', budapest: 'HU', bucharest: 'RO', sofia: 'BG', athens: 'GR', istanbul: 'TR', ankara: 'TR', kyiv: 'UA', kiev: 'UA', moscow: 'RU',
  lagos: 'NG', abuja: 'NG', ibadan: 'NG', accra: 'GH', kumasi: 'GH', nairobi: 'KE', mombasa: 'KE', kampala: 'UG', 'dar es salaam': 'TZ', kigali: 'RW',
  'addis ababa': 'ET', cairo: 'EG', alexandria: 'EG', casablanca: 'MA', tunis: 'TN', johannesburg: 'ZA', 'cape town': 'ZA', durban: 'ZA', pretoria: 'ZA',
  dakar: 'SN', harare: 'ZW', lusaka: 'ZM', dubai: 'AE', 'abu dhabi': 'AE', doha: 'QA', riyadh: 'SA', jeddah: 'SA', 'tel aviv': 'IL', jerusalem: 'IL',
  amman: 'JO', beirut: 'LB', karachi: 'PK', lahore: 'PK', islamabad: 'PK', mumbai: 'IN', delhi: 'IN', 'new delhi': 'IN', bangalore: 'IN', bengaluru: 'IN',
  chennai: 'IN', hyderabad: 'IN', pune: 'IN', kolkata: 'IN', ahmedabad: 'IN', dhaka: 'BD', colombo: 'LK', kathmandu: 'NP', bangkok: 'TH', hanoi: 'VN',
  'ho chi minh city': 'VN', 'kuala lumpur': 'MY', singapore: 'SG', jakarta: 'ID', manila: 'PH', 'quezon city': 'PH', cebu: 'PH', 'hong kong': 'HK',
  taipei: 'TW', seoul: 'KR', busan: 'KR', tokyo: 'JP', osaka: 'JP', kyoto: 'JP', beijing: 'CN', shanghai: 'CN', shenzhen: 'CN', guangzhou: 'CN',
  sydney: 'AU', melbourne: 'AU', brisbane: 'AU', perth: 'AU', adelaide: 'AU', auckland: 'NZ', wellington: 'NZ', christchurch: 'NZ',
  toronto: 'CA', montreal: 'CA', montréal: 'CA', vancouver: 'CA', calgary: 'CA', ottawa: 'CA', edmonton: 'CA', winnipeg: 'CA',
  'mexico city': 'MX', guadalajara: 'MX', monterrey: 'MX', bogotá: 'CO', bogota: 'CO', medellín: 'CO', medellin: 'CO', lima: 'PE', santiago: 'CL',
  'buenos aires': 'AR', córdoba: 'AR', 'são paulo': 'BR', 'sao paulo': 'BR', 'rio de janeiro': 'BR', brasília: 'BR', montevideo: 'UY', quito: 'EC',
  caracas: 'VE', 'san juan': 'PR', kingston: 'JM', havana: 'CU',
  'new york': 'US', 'new york city': 'US', 'los angeles': 'US', chicago: 'US', houston: 'US', phoenix: 'US', philadelphia: 'US', 'san antonio': 'US',
  'san diego': 'US', dallas: 'US', austin: 'US', seattle: 'US', boston: 'US', denver: 'US', atlanta: 'US', miami: 'US', 'san francisco': 'US',
  portland: 'US', detroit: 'US', minneapolis: 'US', nashville: 'US', baltimore: 'US', 'las vegas': 'US', pittsburgh: 'US', cleveland: 'US',
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

/** Country names in English (from the phone metadata's countries) and common short forms. */
const COUNTRIES: Map<string, CountryCode> = (() => {
  const map = new Map<string, CountryCode>()
  for (const code of getCountries()) {
    const name = regionNames.of(code)
    if (name && name !== code) map.set(name.toLowerCase(), code)
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) map.set(alias, code)
  return map
})()

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '')

export function countryOf(name: string): CountryCode | null {
  return COUNTRIES.get(norm(name)) ?? null
}

export function cityCountry(name: string): CountryCode | null {
  return CITIES[norm(name)] ?? null
}

const PLACE_WORD = String.raw`[\p{Lu}][\p{L}'’.-]*`
const PLACE = String.raw`${PLACE_WORD}(?:[ -](?:${PLACE_WORD}|de|del|da|do|am|upon|on|sur|la|le|es))*`
/** "City, ST 78701", "City, Region, Country", "City, Country". */
const CITY_AND_REGION = new RegExp(String.raw`^(${PLACE})\s*,\s*(${PLACE}|[A-Z]{2,3})(?:\s+\d{5}(?:-\d{4})?)?(?:\s*,\s*(${PLACE}))?$`, 'u')

export interface Place {
  text: string
  country: CountryCode | null
  /** How sure the reading is: a state or country after the city is surer than a city alone. */
  certainty: number
}

/** Reads a short piece of text as a place, or null. */
export function readPlace(piece: string): Place | null {
  const text = piece.trim().replace(/\s+/g, ' ').replace(/[.;]$/, '')
  if (text.length < 3 || text.length > 60 || /\d{6,}|@|https?:|www\./i.test(text)) return null
  const match = CITY_AND_REGION.exec(text)
  if (match) {
    const [, city = '', region = '', third] = match
    if (third) {
      const country = countryOf(third)
      if (country) return { text, country, certainty: 0.9 }
    }
    if (US_STATES[region] || Object.values(US_STATES).some((state) => state.toLowerCase() === region.toLowerCase()))
      return { text, country: 'US', certainty: 0.9 }
    if (CANADIAN_PROVINCES[region] || Object.values(CANADIAN_PROVINCES).some((name) => name.toLowerCase() === region.toLowerCase()))
      return { text, country: 'CA', certainty: 0.9 }
    if (AUSTRALIAN_STATES.includes(region)) return { text, country: 'AU', certainty: 0.85 }
    const country = countryOf(region)
    if (country) return { text, country, certainty: 0.9 }
    const known = cityCountry(city)
    if (known) return { text, country: known, certainty: 0.75 }
    return null
  }
  const alone = cityCountry(text)
  if (alone) return { text, country: alone, certainty: 0.7 }
  const country = countryOf(text)
  if (country && text.length > 3) return { text, country, certainty: 0.6 }
  return null
}
