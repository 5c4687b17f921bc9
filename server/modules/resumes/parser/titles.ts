import { INSTITUTION } from './education'

/**
 * Words that make a phrase a job title ("Registered Nurse", "Forklift Operator", "Sous Chef"):
 * the head nouns of titles, matched as whole words, plurals too.
 */
const TITLE_WORDS = new Set(
  `nurse engineer developer programmer manager operator clerk teacher chef cook driver accountant bookkeeper analyst assistant specialist
  technician technologist designer coordinator director lead consultant officer administrator representative supervisor electrician mechanic
  pharmacist scientist architect instructor associate executive agent advisor adviser attendant cashier receptionist secretary therapist physician
  doctor surgeon dentist hygienist paramedic phlebotomist midwife caregiver carer aide worker labourer laborer handler picker packer loader welder
  machinist plumber carpenter joiner painter builder foreman forewoman inspector auditor controller economist lawyer attorney paralegal solicitor
  barrister barista bartender waiter waitress server housekeeper cleaner janitor custodian guard tutor lecturer professor researcher librarian
  writer editor journalist translator interpreter photographer artist illustrator animator recruiter generalist partner founder cofounder owner
  president vice vp ceo cto cfo coo cio cmo head principal intern apprentice trainee planner scheduler buyer merchandiser storekeeper dispatcher
  courier chauffeur pilot steward stewardess counsellor counselor psychologist psychiatrist dietitian dietician nutritionist strategist marketer
  salesperson salesman saleswoman estimator surveyor draftsman drafter draughtsman fitter installer operative porter butcher baker concierge valet
  nanny childminder educator coach trainer officer warden sergeant constable detective firefighter medic emt optician optometrist radiographer
  sonographer physiotherapist physio pharmacologist chemist biologist physicist mathematician statistician actuary underwriter broker banker
  teller auditor treasurer registrar dean superintendent headteacher headmaster headmistress chaplain pastor minister veterinarian vet
  groomer farmer gardener landscaper groundskeeper arborist forester technologist programmer webmaster sysadmin devops sre tester
  administrator admin receptionist typist stenographer transcriptionist coder biller processor examiner adjuster investigator specialist
  officer ambassador advocate liaison facilitator moderator producer presenter host hostess steward crew member associate stocker merchandiser
  packager sorter checker inspector assembler fabricator machinist millwright rigger scaffolder roofer plasterer tiler glazier bricklayer mason
  hvac pipefitter boilermaker lineman linesman operator conductor deckhand mate captain skipper navigator`
    .split(/\s+/)
    .filter((word) => word !== ''),
)

/**
 * A company's name ends like this ("Wingtip Partners", "Fabrikam Inc.", "Contoso S.p.A.",
 * "Litware Sp. z o.o."): never a job title.
 */
const COMPANY_ENDING =
  /(?:^|[\s,])(?:partners|associates|inc|llc|llp|ltd|limited|corp|corporation|company|co|group|holdings|gmbh|plc|ag|kg|s\.?p\.?a|s\.?r\.?l|s\.?a\.?s|s\.?a\.?r\.?l|s\.?l|s\.?a|b\.?v|n\.?v|sp\.? z o\.?o|ltda|pvt\.? ltd|k\.?k|oy|ab|a\/s|asa)\.?$/i

/** "Royal College of Surgeons", "Istituto di Ricerca": a school named after what it teaches. */
const SCHOOL_OF = new RegExp(`(?:${INSTITUTION.source})\\s+(?:of|di|de|des|du|del|della|der|für|do|da|dos)(?![\\p{L}])`, 'u')

/** The phrase names a job: a title word in at most eight words, no digits, no contact details, not a company's name. */
export function isJobTitle(text: string): boolean {
  const trimmed = text.trim()
  if (trimmed === '' || trimmed.length > 70 || /\d|@|https?:|www\./i.test(trimmed) || COMPANY_ENDING.test(trimmed)) return false
  const words = trimmed.toLowerCase().split(/[\s/,&()-]+/).filter((word) => word !== '')
  if (words.length > 8) return false
  const titleWord = (word: string) => TITLE_WORDS.has(word) || (word.endsWith('s') && TITLE_WORDS.has(word.slice(0, -1)))
  // A school's name is no title ("Politecnico di Milano", "Boston College"), where "School Nurse" and "University Lecturer" are.
  if (INSTITUTION.test(trimmed) && (SCHOOL_OF.test(trimmed) || !titleWord(words.at(-1) ?? ''))) return false
  return words.some(titleWord)
}

/** A company's name by its legal form ("Fabrikam Inc.", "Contoso S.p.A."): never a title nor a person's name. */
export function isCompanyName(text: string): boolean {
  return COMPANY_ENDING.test(text.trim())
}

/**
 * A phrase that can be a title in any language, read from where it stands (the headline under the
 * name) rather than from the English vocabulary: one to six words that start with a letter, no
 * digits or contact details, not a company's or a school's name, not a sentence.
 */
export function mayBeTitle(text: string): boolean {
  const trimmed = text.trim()
  if (trimmed.length < 3 || trimmed.length > 60 || /[\d@:;|]|https?:|www\.|[.!?]$/i.test(trimmed) || !/^\p{L}/u.test(trimmed)) return false
  const words = trimmed.split(/\s+/)
  return words.length <= 6 && !COMPANY_ENDING.test(trimmed) && !INSTITUTION.test(trimmed)
}
