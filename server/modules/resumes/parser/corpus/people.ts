/**
 * The people of the parser's fixture corpus (generate.ts writes their resumes): trades and
 * professions, technical and not, with the skills each resume claims. A skill is written as a
 * resume would ("forklift operation", "MS Excel"), beside the vocabulary's name for it, which is
 * what the parser should answer.
 */

export interface Skill {
  /** As the resume writes it. */
  written: string
  /** The vocabulary's canonical name. */
  canonical: string
}

export interface Profession {
  titles: readonly [current: string, earlier: string, first: string]
  skills: readonly Skill[]
  /**
   * Skills the resume claims outside its skills list, in its summary, duties, titles or degree
   * ("acute care and telemetry background", "BFA Graphic Design"): a careful reader lists them too.
   */
  alsoClaims: readonly string[]
  /**
   * Labels of the skills list's two groups, where a theme groups it ("Logistics" over "Cross-docking · Incoterms · …"):
   * a label heads its group and claims nothing, though it may be a skill's name.
   */
  skillGroups?: readonly [string, string]
  /** What a position's bullets say; `{skill}` takes one of the person's skills, as written. */
  duties: readonly string[]
  degree: string
  institution: string
  summary: string
}

const skill = (written: string, canonical = written): Skill => ({ written, canonical })

export const PROFESSIONS = {
  nurse: {
    titles: ['Registered Nurse', 'Staff Nurse', 'Nursing Assistant'],
    skills: [skill('Patient care'), skill('Medication administration'), skill('BLS', 'Basic Life Support'), skill('Epic'), skill('Wound care'), skill('Triage')],
    alsoClaims: ['Acute care', 'Telemetry', 'Charting', 'Nursing'],
    duties: ['Delivered {skill} on a 32-bed medical-surgical unit', 'Trained new hires in {skill} and charting standards', 'Coordinated {skill} with physicians and families'],
    degree: 'BSN Nursing',
    institution: 'University of Texas at Austin',
    summary: 'Compassionate nurse with acute care and telemetry background.',
  },
  forklift: {
    titles: ['Forklift Operator', 'Warehouse Associate', 'Picker Packer'],
    skills: [skill('forklift operation', 'Forklift'), skill('Reach truck'), skill('RF scanning'), skill('Inventory control'), skill('OSHA safety', 'OSHA'), skill('Pallet jack')],
    alsoClaims: [],
    duties: ['Moved inbound freight with {skill} across three shifts', 'Kept zero lost-time incidents through {skill}', 'Cut pick errors by a third using {skill}'],
    degree: 'High School Diploma',
    institution: 'Lincoln High School',
    summary: 'Certified operator with a clean safety record in high-volume distribution.',
  },
  payroll: {
    titles: ['Payroll Specialist', 'Payroll Clerk', 'Accounts Payable Clerk'],
    skills: [skill('payroll processing', 'Payroll'), skill('ADP'), skill('MS Excel', 'Microsoft Excel'), skill('QuickBooks'), skill('Reconciliations', 'Account reconciliation'), skill('Payroll tax')],
    alsoClaims: ['Compliance'],
    duties: ['Ran biweekly {skill} for 600 employees in four states', 'Closed month-end with {skill} and variance reports', 'Automated tax filings with {skill}'],
    degree: 'Associate of Applied Science in Accounting',
    institution: 'Austin Community College',
    summary: 'Detail-minded payroll professional; multi-state compliance.',
  },
  software: {
    titles: ['Senior Software Engineer', 'Software Engineer', 'Junior Developer'],
    skills: [skill('TypeScript'), skill('React'), skill('Node.js'), skill('PostgreSQL'), skill('Docker'), skill('AWS')],
    alsoClaims: [],
    duties: ['Built the billing service in {skill} serving 2M requests a day', 'Moved deployments to {skill}, cutting release time in half', 'Mentored four engineers on {skill}'],
    degree: 'BSc Computer Science',
    institution: 'University of Washington',
    summary: 'Engineer who ships reliable web products end to end.',
  },
  data: {
    titles: ['Data Analyst', 'Business Analyst', 'Reporting Analyst'],
    skills: [skill('SQL'), skill('Python'), skill('Tableau'), skill('Power BI'), skill('Pandas'), skill('Statistics')],
    alsoClaims: [],
    duties: ['Built weekly sales dashboards in {skill}', 'Modelled churn drivers with {skill}', 'Replaced manual reports with {skill} pipelines'],
    degree: 'BA Economics',
    institution: 'University of Michigan',
    summary: 'Analyst turning messy data into decisions.',
  },
  electrician: {
    titles: ['Journeyman Electrician', 'Electrician', 'Electrical Apprentice'],
    skills: [skill('Conduit bending'), skill('NEC', 'National Electrical Code'), skill('Troubleshooting'), skill('Blueprint reading'), skill('PLC programming'), skill('Motor controls')],
    alsoClaims: ['Journeyman license'],
    duties: ['Installed service panels and {skill} on commercial sites', 'Passed every inspection through strict {skill}', 'Led a crew of three on {skill}'],
    degree: 'Certificate in Electrical Technology',
    institution: 'Houston Community College',
    summary: 'Licensed electrician in commercial and industrial work.',
  },
  chef: {
    titles: ['Sous Chef', 'Line Cook', 'Prep Cook'],
    skills: [skill('menu development', 'Menu planning'), skill('Food safety'), skill('Inventory management'), skill('ServSafe'), skill('Knife skills'), skill('food costing', 'Food cost control')],
    alsoClaims: ['Culinary arts'],
    duties: ['Ran the pass for 250 covers a night with tight {skill}', 'Lowered waste 15% through {skill}', 'Trained the brigade in {skill}'],
    degree: 'Diploma in Culinary Arts',
    institution: 'Institute of Culinary Education',
    summary: 'Cook who keeps a busy kitchen calm, clean and on time.',
  },
  /** An Italian kitchen's titles, which no English vocabulary holds: the parser reads them from where they stand. */
  italianChef: {
    titles: ['Capo Cuoco', 'Cuoco', 'Aiuto Cuoco'],
    skills: [skill('HACCP'), skill('Food safety'), skill('Menu planning'), skill('Knife skills'), skill('Kitchen management'), skill('Food cost control')],
    alsoClaims: [],
    duties: ['Guidato la brigata di cucina con {skill}', 'Ridotto gli sprechi del 15% con {skill}', 'Formato i nuovi cuochi in {skill}'],
    degree: 'Diploma di Enogastronomia',
    institution: 'Istituto Alberghiero Pellegrino Artusi',
    summary: 'Cuoco con quindici anni di cucina regionale e di banqueting.',
  },
  teacher: {
    titles: ['Elementary School Teacher', 'Teaching Assistant', 'Substitute Teacher'],
    skills: [skill('Lesson planning'), skill('Classroom management'), skill('Differentiated instruction'), skill('Google Classroom'), skill('Curriculum development'), skill('IEP development')],
    alsoClaims: [],
    duties: ['Raised reading scores with {skill} for 28 pupils', 'Led the grade team on {skill}', 'Introduced {skill} across three classrooms'],
    degree: 'BEd Elementary Education',
    institution: 'Ohio State University',
    summary: 'Teacher who makes every child feel seen and stretched.',
  },
  driver: {
    titles: ['CDL Truck Driver', 'Delivery Driver', 'Dispatcher'],
    skills: [skill('CDL Class A'), skill('DOT regulations'), skill('Route planning'), skill('Hazmat endorsement'), skill('ELD'), skill('Pre-trip inspections')],
    alsoClaims: [],
    duties: ['Hauled regional freight with spotless {skill}', 'Kept on-time delivery above 98% through careful {skill}', 'Logged 400,000 miles under {skill}'],
    degree: 'High School Diploma',
    institution: 'Roosevelt High School',
    summary: 'Professional driver with a clean record and no late loads.',
  },
  designer: {
    titles: ['UX Designer', 'Product Designer', 'Graphic Designer'],
    skills: [skill('Figma'), skill('User research', 'UX research'), skill('Prototyping'), skill('Adobe Illustrator'), skill('Design systems'), skill('Usability testing')],
    alsoClaims: ['UX design', 'Graphic design'],
    duties: ['Redesigned onboarding using {skill}, lifting activation 12%', 'Ran {skill} sessions with 40 customers', 'Built the company design language in {skill}'],
    degree: 'BFA Graphic Design',
    institution: 'Rhode Island School of Design',
    summary: 'Designer who starts from the people who use the product.',
  },
  hr: {
    titles: ['HR Generalist', 'Recruiter', 'HR Assistant'],
    skills: [skill('Recruiting', 'Recruitment'), skill('Onboarding'), skill('Workday'), skill('Employee relations'), skill('Benefits administration'), skill('Performance management')],
    alsoClaims: [],
    duties: ['Owned {skill} for a 900-person site', 'Cut time to hire by 20 days with better {skill}', 'Rolled out {skill} to three new offices'],
    degree: 'BA Human Resource Management',
    institution: 'Rutgers University',
    summary: 'People partner for fast-growing teams.',
  },
  welder: {
    titles: ['Welder Fabricator', 'MIG Welder', 'Welding Apprentice'],
    skills: [skill('MIG welding'), skill('TIG welding'), skill('Stick welding'), skill('Blueprint reading'), skill('Metal fabrication'), skill('Arc welding')],
    alsoClaims: ['Welding'],
    duties: ['Fabricated structural assemblies with {skill}', 'Held tolerances of 1/32 inch in {skill}', 'Trained apprentices on {skill}'],
    degree: 'Certificate in Welding Technology',
    institution: 'Lincoln Technical Institute',
    summary: 'AWS-certified welder for structural and pipe work.',
  },
  /** Claims the vocabulary does not hold ("Customs documentation", "Carrier scorecards"): a skills list's items count as written. */
  logistics: {
    titles: ['Logistics Coordinator', 'Shipping Clerk', 'Warehouse Clerk'],
    skills: [skill('Cross-docking'), skill('Incoterms'), skill('Customs documentation'), skill('SAP EWM'), skill('Yard management'), skill('Carrier scorecards')],
    alsoClaims: [],
    skillGroups: ['Logistics', 'Systems'],
    duties: ['Planned outbound loads with {skill} for 40 stores', 'Cut dwell time by a quarter through {skill}', 'Trained the night shift in {skill}'],
    degree: 'BSc Supply Chain Management',
    institution: 'Cardiff Metropolitan University',
    summary: 'Coordinator who keeps trucks, docks and paperwork moving together.',
  },
  /** An Italian electrician's claims, in Italian words no English vocabulary holds. */
  italianElectrician: {
    titles: ['Elettricista Industriale', 'Elettricista', 'Apprendista Elettricista'],
    skills: [skill('Quadri di distribuzione'), skill('Cablaggio industriale'), skill('Verifiche di messa a terra'), skill('Manutenzione cabine MT'), skill('AutoCAD'), skill('Lettura di disegni tecnici')],
    alsoClaims: [],
    skillGroups: ['Impianti', 'Strumenti'],
    duties: ['Realizzato {skill} per capannoni e uffici', 'Ridotto i fermi macchina con {skill}', 'Seguito gli apprendisti nelle {skill}'],
    degree: 'Diploma di Perito Elettrotecnico',
    institution: 'Istituto Tecnico Industriale Aldini Valeriani',
    summary: 'Elettricista con dodici anni di cantieri industriali e civili.',
  },
} satisfies Record<string, Profession>

export type ProfessionName = keyof typeof PROFESSIONS

/** How a resume is laid out and stored. */
export type Layout = 'pdf-single' | 'pdf-two-columns' | 'docx-header' | 'docx-table' | 'docx-plain' | 'txt' | 'pdf-scanned' | 'txt-theme' | 'pdf-narrow-sidebar'
  | 'pdf-spaced-headings' | 'pdf-label-gutter' | 'pdf-dates-margin'

/**
 * How the positions' dates are written: in English, or in the person's language ("03/2019 – oggi",
 * "janv. 2018 - présent", "04.2016 – 12.2018", "seit 2020" for the position still held, "2019年4月 – 現在").
 */
export type DateStyle = 'mm/yyyy' | 'mon yyyy' | 'yyyy' | 'month yyyy to' | 'sept current' | 'mm.yyyy' | 'since' | 'nen gatsu' | 'iso'

/** The language of a resume's headings, labels and dates. */
export type Language = 'en' | 'it' | 'fr' | 'es' | 'de' | 'pt' | 'pl' | 'ja'

/** A school as the resume names it, with the degree and the years of study. */
export interface Schooling {
  degree: string
  institution: string
  from: number
  to: number
}

export interface Person {
  name: string
  profession: ProfessionName
  email: string
  /** As written on the resume. */
  phone: string
  /** Where a phone without a country code is dialled (what its E.164 form assumes). */
  phoneCountry: 'US' | 'GB' | 'CA' | 'AU' | 'DE' | 'NG' | 'IN' | 'IT' | 'FR' | 'BE' | 'ES' | 'PT' | 'BR' | 'PL' | 'JP' | 'IE'
  /** As written; the parser should read it without a postal code ("80131 Napoli" is "Napoli"). */
  location: string
  language: Language
  /** The schools the resume names, newest first; without it, the profession's degree, the year before the first position. */
  schooling?: readonly Schooling[]
  layout: Layout
  dates: DateStyle
  /** Positions, newest first: [start year, start month 1-12, end year, end month] or 'present'. */
  positions: readonly (readonly [number, number, number | 'present', number])[]
  linkedin?: string
}

const p = (
  name: string,
  profession: ProfessionName,
  layout: Layout,
  dates: DateStyle,
  contact: { phone: string; phoneCountry?: Person['phoneCountry']; location: string; linkedin?: string; language?: Language; schooling?: readonly Schooling[] },
  positions: Person['positions'],
): Person => ({
  name,
  profession,
  email: `${name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '')}@example.com`,
  phone: contact.phone,
  phoneCountry: contact.phoneCountry ?? 'US',
  location: contact.location,
  language: contact.language ?? 'en',
  ...(contact.schooling ? { schooling: contact.schooling } : {}),
  layout,
  dates,
  positions,
  ...(contact.linkedin ? { linkedin: contact.linkedin } : {}),
})

/**
 * 48 people in seven layouts (the scanned two read by OCR), then 24 who write their resumes in
 * Italian, French, Spanish, German, Portuguese, Polish, Japanese or Indian English: native headings,
 * labels and dates, national phone numbers, postal codes, schools with their years of study, and
 * positions that overlap. Then 5 in the shapes the held-out corpus's misses showed: a theme's
 * text with icon glyphs before the title and each contact item, ISO dates on lines of their own and
 * a volunteer section's dates, national numbers with no country but the location's, an Italian
 * title no English vocabulary holds, and a narrow sidebar whose email wraps. Then 5 in two theme
 * layouts: letter-spaced headings of two words whose word gap the text layer loses, positions as
 * "Title at Company" with their dates at the right margin, skills in labelled groups with claims
 * the vocabulary does not hold, and a gutter of section labels ("Profiles" among them) with no
 * location written, where a national number is dialled in the country of the school's city. Then
 * 3 with a sidebar beside the main column and each entry's dates at the right margin, a school's too.
 */
export const PEOPLE: readonly Person[] = [
  p('Maria Gonzalez', 'nurse', 'pdf-single', 'mm/yyyy', { phone: '+1 (512) 555-0134', location: 'Austin, TX' }, [[2019, 3, 'present', 0], [2015, 6, 2019, 2], [2013, 1, 2015, 5]]),
  p('Darnell Washington', 'forklift', 'pdf-single', 'mon yyyy', { phone: '713.555.0188', location: 'Houston, TX' }, [[2021, 4, 'present', 0], [2017, 9, 2021, 3]]),
  p('Priya Natarajan', 'software', 'pdf-single', 'month yyyy to', { phone: '(206) 555-0147', location: 'Seattle, WA', linkedin: 'linkedin.com/in/priyanatarajan' }, [[2020, 1, 'present', 0], [2016, 7, 2019, 12], [2014, 6, 2016, 6]]),
  p('Tomasz Kowalski', 'welder', 'pdf-single', 'yyyy', { phone: '+1 412 555 0162', location: 'Pittsburgh, PA' }, [[2018, 0, 'present', 0], [2012, 0, 2018, 0]]),
  p('Aisha Bello', 'payroll', 'pdf-single', 'mm/yyyy', { phone: '+234 803 555 0147', phoneCountry: 'NG', location: 'Lagos, Nigeria' }, [[2020, 2, 'present', 0], [2016, 8, 2020, 1]]),
  p('Kevin O’Brien', 'electrician', 'pdf-single', 'mon yyyy', { phone: '617-555-0119', location: 'Boston, MA' }, [[2016, 5, 'present', 0], [2011, 6, 2016, 4], [2008, 9, 2011, 5]]),
  p('Sophie Laurent', 'designer', 'pdf-single', 'sept current', { phone: '+44 20 7946 0958', phoneCountry: 'GB', location: 'London, UK' }, [[2020, 9, 'present', 0], [2017, 3, 2020, 8]]),
  p('Hiroshi Tanaka', 'data', 'pdf-single', 'month yyyy to', { phone: '(312) 555-0176', location: 'Chicago, IL' }, [[2022, 2, 'present', 0], [2019, 5, 2022, 1]]),
  p('Fatima Zahra El Idrissi', 'teacher', 'pdf-single', 'yyyy', { phone: '614.555.0139', location: 'Columbus, OH' }, [[2017, 0, 'present', 0], [2014, 0, 2017, 0]]),
  p('Connor MacLeod', 'driver', 'pdf-single', 'mm/yyyy', { phone: '(303) 555-0121', location: 'Denver, CO' }, [[2015, 4, 'present', 0], [2010, 2, 2015, 3]]),
  p('Yuki Sato', 'chef', 'pdf-single', 'mon yyyy', { phone: '+1 415 555 0190', location: 'San Francisco, CA' }, [[2021, 11, 'present', 0], [2018, 1, 2021, 10], [2016, 3, 2017, 12]]),
  p('Olga Petrova', 'hr', 'pdf-single', 'mm/yyyy', { phone: '+49 30 901820', phoneCountry: 'DE', location: 'Berlin, Germany' }, [[2019, 10, 'present', 0], [2015, 1, 2019, 9]]),

  p('Samuel Adeyemi', 'software', 'pdf-two-columns', 'mm/yyyy', { phone: '+1 (646) 555-0155', location: 'New York, NY', linkedin: 'linkedin.com/in/samueladeyemi' }, [[2021, 6, 'present', 0], [2018, 2, 2021, 5], [2016, 9, 2018, 1]]),
  p('Elena Rossi', 'designer', 'pdf-two-columns', 'mon yyyy', { phone: '(415) 555-0137', location: 'San Francisco, CA' }, [[2019, 2, 'present', 0], [2015, 10, 2019, 1]]),
  p('James Whitaker', 'payroll', 'pdf-two-columns', 'month yyyy to', { phone: '404.555.0163', location: 'Atlanta, GA' }, [[2018, 7, 'present', 0], [2013, 3, 2018, 6]]),
  p('Ngozi Okafor', 'nurse', 'pdf-two-columns', 'sept current', { phone: '+1 301 555 0128', location: 'Baltimore, MD' }, [[2020, 1, 'present', 0], [2016, 6, 2019, 12]]),
  p('Lucas Martin', 'data', 'pdf-two-columns', 'yyyy', { phone: '+1 514 555 0149', phoneCountry: 'CA', location: 'Montreal, QC' }, [[2020, 0, 'present', 0], [2017, 0, 2020, 0]]),
  p('Ravi Shankar', 'electrician', 'pdf-two-columns', 'mm/yyyy', { phone: '(602) 555-0117', location: 'Phoenix, AZ' }, [[2014, 3, 'present', 0], [2009, 8, 2014, 2]]),
  p('Hannah Becker', 'teacher', 'pdf-two-columns', 'mon yyyy', { phone: '503-555-0182', location: 'Portland, OR' }, [[2018, 8, 'present', 0], [2016, 1, 2018, 6]]),
  p('Mateo Fernández', 'forklift', 'pdf-two-columns', 'mm/yyyy', { phone: '+1 (305) 555-0144', location: 'Miami, FL' }, [[2022, 5, 'present', 0], [2019, 3, 2022, 4]]),

  p('Chloé Dubois', 'hr', 'docx-header', 'mon yyyy', { phone: '+1 (617) 555-0192', location: 'Boston, MA' }, [[2020, 3, 'present', 0], [2016, 5, 2020, 2]]),
  p('Marcus Johnson', 'driver', 'docx-header', 'mm/yyyy', { phone: '(615) 555-0125', location: 'Nashville, TN' }, [[2017, 6, 'present', 0], [2012, 4, 2017, 5]]),
  p('Anjali Mehta', 'data', 'docx-header', 'month yyyy to', { phone: '+91 98765 43210', phoneCountry: 'IN', location: 'Bengaluru, India' }, [[2021, 1, 'present', 0], [2018, 7, 2020, 12]]),
  p('Liam O’Connor', 'chef', 'docx-header', 'yyyy', { phone: '+1 702 555 0141', location: 'Las Vegas, NV' }, [[2019, 0, 'present', 0], [2015, 0, 2019, 0], [2013, 0, 2015, 0]]),
  p('Grace Mensah', 'nurse', 'docx-header', 'sept current', { phone: '612.555.0158', location: 'Minneapolis, MN' }, [[2018, 9, 'present', 0], [2014, 9, 2018, 8]]),
  p('Diego Herrera', 'welder', 'docx-header', 'mm/yyyy', { phone: '(210) 555-0173', location: 'San Antonio, TX' }, [[2016, 2, 'present', 0], [2011, 5, 2016, 1]]),
  p('Emily Nguyen', 'software', 'docx-header', 'mon yyyy', { phone: '+1 (408) 555-0114', location: 'San Jose, CA' }, [[2022, 1, 'present', 0], [2019, 6, 2021, 12]]),
  p('Kwame Asante', 'payroll', 'docx-header', 'mm/yyyy', { phone: '+1 919 555 0186', location: 'Raleigh, NC' }, [[2019, 4, 'present', 0], [2015, 2, 2019, 3]]),

  p('Isabella Costa', 'designer', 'docx-table', 'mm/yyyy', { phone: '+1 (213) 555-0131', location: 'Los Angeles, CA' }, [[2021, 3, 'present', 0], [2018, 1, 2021, 2]]),
  p('Ahmed Hassan', 'electrician', 'docx-table', 'mon yyyy', { phone: '+61 2 9876 5432', phoneCountry: 'AU', location: 'Sydney, NSW' }, [[2017, 2, 'present', 0], [2012, 1, 2017, 1]]),
  p('Rebecca Stone', 'teacher', 'docx-table', 'month yyyy to', { phone: '(919) 555-0168', location: 'Durham, NC' }, [[2016, 8, 'present', 0], [2012, 8, 2016, 6]]),
  p('Jamal Wright', 'forklift', 'docx-table', 'yyyy', { phone: '216.555.0152', location: 'Cleveland, OH' }, [[2020, 0, 'present', 0], [2016, 0, 2020, 0]]),
  p('Zoe Clarke', 'hr', 'docx-table', 'mm/yyyy', { phone: '07911 123456', phoneCountry: 'GB', location: 'Manchester, UK' }, [[2019, 1, 'present', 0], [2016, 4, 2018, 12]]),
  p('Noah Fischer', 'nurse', 'docx-table', 'sept current', { phone: '+1 (402) 555-0123', location: 'Omaha, NE' }, [[2021, 9, 'present', 0], [2017, 6, 2021, 8]]),

  p('Oliver Grant', 'data', 'docx-plain', 'mon yyyy', { phone: '+1 (617) 555-0109', location: 'Cambridge, MA' }, [[2020, 6, 'present', 0], [2017, 9, 2020, 5]]),
  p('Lina Haddad', 'chef', 'docx-plain', 'mm/yyyy', { phone: '(313) 555-0145', location: 'Detroit, MI' }, [[2018, 10, 'present', 0], [2014, 4, 2018, 9]]),
  p('Carlos Mendoza', 'driver', 'docx-plain', 'yyyy', { phone: '+1 915 555 0171', location: 'El Paso, TX' }, [[2013, 0, 'present', 0], [2008, 0, 2013, 0]]),
  p('Aiko Tanaka', 'software', 'docx-plain', 'month yyyy to', { phone: '503.555.0194', location: 'Portland, OR' }, [[2019, 9, 'present', 0], [2016, 2, 2019, 8]]),
  p('Victoria Hughes', 'payroll', 'docx-plain', 'sept current', { phone: '(702) 555-0136', location: 'Henderson, NV' }, [[2017, 9, 'present', 0], [2012, 3, 2017, 8]]),
  p('Ethan Brooks', 'welder', 'docx-plain', 'mon yyyy', { phone: '+1 (316) 555-0111', location: 'Wichita, KS' }, [[2021, 2, 'present', 0], [2018, 6, 2021, 1]]),

  p('Chen Wei', 'data', 'txt', 'mm/yyyy', { phone: '+1 (425) 555-0189', location: 'Redmond, WA' }, [[2020, 4, 'present', 0], [2017, 8, 2020, 3]]),
  p('Fiona Walsh', 'nurse', 'txt', 'mon yyyy', { phone: '857-555-0142', location: 'Boston, MA' }, [[2016, 2, 'present', 0], [2011, 9, 2016, 1]]),
  p('Daniel Okoye', 'electrician', 'txt', 'yyyy', { phone: '(469) 555-0165', location: 'Dallas, TX' }, [[2018, 0, 'present', 0], [2013, 0, 2018, 0]]),
  p('Sara Lindqvist', 'designer', 'txt', 'month yyyy to', { phone: '+1 651 555 0153', location: 'Saint Paul, MN' }, [[2021, 5, 'present', 0], [2018, 9, 2021, 4]]),
  p('Mohamed Diallo', 'forklift', 'txt', 'mm/yyyy', { phone: '(414) 555-0127', location: 'Milwaukee, WI' }, [[2019, 7, 'present', 0], [2015, 3, 2019, 6]]),
  p('Julia Novak', 'teacher', 'txt', 'sept current', { phone: '303.555.0118', location: 'Boulder, CO' }, [[2015, 9, 'present', 0], [2011, 9, 2015, 6]]),

  p('Peter Lindgren', 'hr', 'pdf-scanned', 'mon yyyy', { phone: '(612) 555-0132', location: 'Minneapolis, MN' }, [[2018, 4, 'present', 0], [2014, 2, 2018, 3]]),
  p('Amara Nwosu', 'payroll', 'pdf-scanned', 'mm/yyyy', { phone: '+1 (718) 555-0146', location: 'Brooklyn, NY' }, [[2020, 1, 'present', 0], [2016, 5, 2019, 12]]),

  p('Giulia Esposito', 'nurse', 'pdf-single', 'mm/yyyy', {
    phone: '081 552 3344', phoneCountry: 'IT', location: '80134 Napoli', language: 'it',
    schooling: [{ degree: 'Laurea in Infermieristica', institution: 'Università degli Studi di Napoli Federico II', from: 2009, to: 2012 }],
  }, [[2019, 3, 'present', 0], [2015, 1, 2019, 2], [2013, 6, 2016, 5]]),
  p('Marco Bianchi', 'software', 'pdf-two-columns', 'mon yyyy', {
    phone: '+39 02 8901 2345', phoneCountry: 'IT', location: 'Milano (MI)', language: 'it', linkedin: 'linkedin.com/in/marcobianchi',
    schooling: [
      { degree: 'Laurea Magistrale in Ingegneria Informatica', institution: 'Politecnico di Milano', from: 2011, to: 2013 },
      { degree: 'Laurea Triennale in Informatica', institution: 'Università di Pavia', from: 2008, to: 2011 },
    ],
  }, [[2020, 9, 'present', 0], [2016, 2, 2020, 8], [2013, 10, 2016, 1]]),
  p('Francesca Romano', 'teacher', 'docx-plain', 'yyyy', {
    phone: '347 123 4567', phoneCountry: 'IT', location: 'Roma, Italia', language: 'it',
    schooling: [{ degree: 'Laurea in Scienze della Formazione Primaria', institution: 'Sapienza Università di Roma', from: 2006, to: 2011 }],
  }, [[2016, 0, 'present', 0], [2011, 0, 2016, 0]]),
  p('Camille Moreau', 'designer', 'pdf-single', 'mon yyyy', {
    phone: '06 12 34 56 78', phoneCountry: 'FR', location: '75011 Paris', language: 'fr',
    schooling: [{ degree: 'Master Design Graphique', institution: 'École de design Nantes Atlantique', from: 2012, to: 2014 }],
  }, [[2018, 1, 'present', 0], [2014, 9, 2017, 12]]),
  p('Julien Lefèvre', 'data', 'docx-table', 'mm/yyyy', {
    phone: '+33 4 78 12 34 56', phoneCountry: 'FR', location: 'Lyon, France', language: 'fr',
    schooling: [
      { degree: 'Master Statistique', institution: 'Université Claude Bernard Lyon 1', from: 2013, to: 2015 },
      { degree: 'DUT Informatique', institution: 'IUT Lyon 1', from: 2010, to: 2012 },
    ],
  }, [[2019, 4, 'present', 0], [2017, 9, 2019, 10], [2015, 9, 2017, 8]]),
  p('Élodie Garnier', 'hr', 'txt', 'mon yyyy', {
    phone: '07 98 76 54 32', phoneCountry: 'FR', location: 'Toulouse, France', language: 'fr',
    schooling: [{ degree: 'Licence Ressources Humaines', institution: 'Université Toulouse Capitole', from: 2010, to: 2013 }],
  }, [[2020, 2, 'present', 0], [2013, 9, 2020, 1]]),
  p('Lucía Martínez', 'nurse', 'docx-header', 'mon yyyy', {
    phone: '612 34 56 78', phoneCountry: 'ES', location: 'Sevilla, España', language: 'es',
    schooling: [{ degree: 'Grado en Enfermería', institution: 'Universidad de Sevilla', from: 2010, to: 2014 }],
  }, [[2018, 5, 'present', 0], [2014, 9, 2018, 4]]),
  p('Javier Ruiz', 'electrician', 'pdf-single', 'yyyy', {
    phone: '+34 934 123 456', phoneCountry: 'ES', location: '08013 Barcelona', language: 'es',
    schooling: [{ degree: 'Técnico Superior en Sistemas Electrotécnicos', institution: 'Institut Escola del Treball', from: 2004, to: 2006 }],
  }, [[2015, 0, 'present', 0], [2006, 0, 2015, 0]]),
  p('Carmen Navarro', 'payroll', 'docx-table', 'mm/yyyy', {
    phone: '655 443 221', phoneCountry: 'ES', location: 'Madrid, España', language: 'es',
    schooling: [{ degree: 'Licenciatura en Administración y Dirección de Empresas', institution: 'Universidad Complutense de Madrid', from: 2007, to: 2012 }],
  }, [[2017, 6, 'present', 0], [2012, 9, 2017, 5], [2014, 1, 2015, 12]]),
  p('Lukas Weber', 'software', 'pdf-two-columns', 'mm.yyyy', {
    phone: '0151 23456789', phoneCountry: 'DE', location: '80331 München', language: 'de', linkedin: 'linkedin.com/in/lukasweber',
    schooling: [{ degree: 'M.Sc. Informatik', institution: 'Technische Universität München', from: 2012, to: 2014 }],
  }, [[2019, 4, 'present', 0], [2014, 10, 2019, 3]]),
  p('Anna Schmidt', 'hr', 'docx-header', 'since', {
    phone: '+49 221 123456', phoneCountry: 'DE', location: 'Köln, Deutschland', language: 'de',
    schooling: [{ degree: 'Bachelor of Arts Betriebswirtschaft', institution: 'Hochschule Fresenius', from: 2009, to: 2012 }],
  }, [[2020, 0, 'present', 0], [2016, 0, 2020, 0], [2012, 0, 2016, 0]]),
  p('Jonas Hoffmann', 'welder', 'txt', 'mm.yyyy', {
    phone: '030 901820', phoneCountry: 'DE', location: 'Berlin, Deutschland', language: 'de',
    schooling: [{ degree: 'Ausbildung zum Konstruktionsmechaniker', institution: 'Oberstufenzentrum Metalltechnik Berlin Berufsschule', from: 2007, to: 2010 }],
  }, [[2016, 8, 'present', 0], [2010, 9, 2016, 7]]),
  p('João Silva', 'data', 'pdf-single', 'mm/yyyy', {
    phone: '912 345 678', phoneCountry: 'PT', location: 'Lisboa, Portugal', language: 'pt',
    schooling: [{ degree: 'Mestrado em Estatística', institution: 'Universidade de Lisboa', from: 2012, to: 2014 }],
  }, [[2018, 3, 'present', 0], [2014, 10, 2018, 2]]),
  p('Beatriz Santos', 'designer', 'docx-plain', 'mon yyyy', {
    phone: '(11) 91234-5678', phoneCountry: 'BR', location: 'São Paulo, Brasil', language: 'pt',
    schooling: [{ degree: 'Bacharelado em Design', institution: 'Universidade Presbiteriana Mackenzie', from: 2010, to: 2014 }],
  }, [[2019, 7, 'present', 0], [2015, 2, 2019, 6], [2017, 3, 2018, 11]]),
  p('Rafael Oliveira', 'driver', 'pdf-two-columns', 'yyyy', {
    phone: '+55 21 98765-4321', phoneCountry: 'BR', location: 'Rio de Janeiro, Brasil', language: 'pt',
    schooling: [{ degree: 'Técnico em Logística', institution: 'Escola Técnica Estadual Visconde de Mauá', from: 2005, to: 2007 }],
  }, [[2014, 0, 'present', 0], [2008, 0, 2014, 0]]),
  p('Katarzyna Nowak', 'nurse', 'docx-table', 'mon yyyy', {
    phone: '512 345 678', phoneCountry: 'PL', location: '31-005 Kraków', language: 'pl',
    schooling: [{ degree: 'Licencjat Pielęgniarstwo', institution: 'Uniwersytet Jagielloński', from: 2011, to: 2014 }],
  }, [[2019, 10, 'present', 0], [2014, 10, 2019, 9]]),
  p('Piotr Wiśniewski', 'software', 'txt', 'mm.yyyy', {
    phone: '+48 22 123 45 67', phoneCountry: 'PL', location: 'Warszawa, Polska', language: 'pl', linkedin: 'linkedin.com/in/piotrwisniewski',
    schooling: [{ degree: 'Magister inżynier Informatyka', institution: 'Politechnika Warszawska', from: 2010, to: 2015 }],
  }, [[2020, 2, 'present', 0], [2017, 5, 2020, 1], [2015, 7, 2017, 4]]),
  p('Haruka Yamamoto', 'data', 'docx-table', 'nen gatsu', {
    phone: '090-1234-5678', phoneCountry: 'JP', location: 'Osaka, Japan', language: 'ja',
    schooling: [{ degree: 'Bachelor of Economics', institution: 'Osaka University', from: 2012, to: 2016 }],
  }, [[2020, 4, 'present', 0], [2016, 4, 2020, 3]]),
  p('Kenji Watanabe', 'chef', 'docx-plain', 'nen gatsu', {
    phone: '+81 3-1234-5678', phoneCountry: 'JP', location: 'Tokyo, Japan', language: 'ja',
    schooling: [{ degree: 'Diploma in Culinary Arts', institution: 'Tsuji Culinary Institute', from: 2008, to: 2010 }],
  }, [[2017, 10, 'present', 0], [2010, 4, 2017, 9]]),
  p('Arjun Reddy', 'software', 'docx-header', 'mon yyyy', {
    phone: '98765 43210', phoneCountry: 'IN', location: 'Hyderabad, Telangana', language: 'en',
    schooling: [{ degree: 'B.Tech Computer Science', institution: 'IIT Madras', from: 2011, to: 2015 }],
  }, [[2021, 7, 'present', 0], [2018, 1, 2021, 6], [2015, 7, 2017, 12]]),
  p('Sneha Iyer', 'hr', 'pdf-two-columns', 'mm/yyyy', {
    phone: '+91 44 2345 6789', phoneCountry: 'IN', location: 'Chennai, India', language: 'en',
    schooling: [
      { degree: 'MBA Human Resources', institution: 'XLRI Jamshedpur School of Management', from: 2013, to: 2015 },
      { degree: 'B.Com', institution: 'Stella Maris College', from: 2010, to: 2013 },
    ],
  }, [[2019, 6, 'present', 0], [2015, 6, 2019, 5]]),
  p('Matteo Ricci', 'electrician', 'txt', 'since', {
    phone: '+39 011 123 4567', phoneCountry: 'IT', location: 'Torino (TO)', language: 'it',
    schooling: [{ degree: 'Diploma di Perito Elettrotecnico', institution: 'Istituto Tecnico Industriale Avogadro', from: 2003, to: 2008 }],
  }, [[2018, 0, 'present', 0], [2012, 0, 2018, 0], [2008, 0, 2012, 0]]),
  p('Sofía Herrera', 'chef', 'pdf-two-columns', 'since', {
    phone: '+34 963 12 34 56', phoneCountry: 'ES', location: 'Valencia, España', language: 'es',
    schooling: [{ degree: 'Técnico Superior en Dirección de Cocina', institution: 'Escuela de Hostelería de Valencia', from: 2009, to: 2011 }],
  }, [[2019, 0, 'present', 0], [2014, 0, 2019, 0], [2011, 0, 2014, 0]]),
  p('Mathilde Girard', 'teacher', 'docx-header', 'mm/yyyy', {
    phone: '+32 2 512 34 56', phoneCountry: 'BE', location: 'Bruxelles, Belgique', language: 'fr',
    schooling: [{ degree: 'Master Sciences de l’éducation', institution: 'Université libre de Bruxelles', from: 2010, to: 2012 }],
  }, [[2016, 9, 'present', 0], [2012, 9, 2016, 6]]),

  p('Chidi Okonkwo', 'nurse', 'txt-theme', 'iso', { phone: '0803 123 4567', phoneCountry: 'NG', location: 'Port Harcourt, Nigeria' }, [[2019, 3, 'present', 0], [2015, 6, 2019, 2]]),
  p('Emma Clarke', 'data', 'txt-theme', 'iso', { phone: '07412 345678', phoneCountry: 'GB', location: 'Leeds, UK' }, [[2021, 2, 'present', 0], [2017, 9, 2021, 1]]),
  p('Alessandro Greco', 'italianChef', 'txt-theme', 'iso', {
    phone: '06 4991 2345', phoneCountry: 'IT', location: 'Milano, Italy', language: 'it',
    schooling: [{ degree: 'Diploma di Enogastronomia', institution: 'Istituto Alberghiero Pellegrino Artusi', from: 2004, to: 2009 }],
  }, [[2018, 5, 'present', 0], [2012, 3, 2018, 4]]),
  p('Ananya Reddy', 'nurse', 'pdf-narrow-sidebar', 'mon yyyy', { phone: '079 2630 1234', phoneCountry: 'IN', location: 'New Delhi, India' }, [[2020, 7, 'present', 0], [2016, 1, 2020, 6]]),
  p('Liam Tremblay', 'software', 'pdf-narrow-sidebar', 'mm/yyyy', { phone: '(416) 555-0199', phoneCountry: 'CA', location: 'Toronto, Canada' }, [[2022, 1, 'present', 0], [2018, 4, 2021, 12]]),

  p('Harriet Cole', 'logistics', 'pdf-spaced-headings', 'mon yyyy', { phone: '+44 7700 900461', phoneCountry: 'GB', location: 'Bristol, UK' }, [[2020, 5, 'present', 0], [2016, 2, 2020, 4]]),
  p('Federico Galli', 'italianElectrician', 'pdf-spaced-headings', 'sept current', {
    phone: '+39 051 644 8127', phoneCountry: 'IT', location: 'Bologna, Italy', language: 'it',
    schooling: [{ degree: 'Diploma di Perito Elettrotecnico', institution: 'Istituto Tecnico Industriale Aldini Valeriani', from: 2006, to: 2011 }],
  }, [[2019, 9, 'present', 0], [2014, 3, 2019, 8], [2011, 10, 2014, 2]]),
  p('Jonas Keller', 'software', 'pdf-spaced-headings', 'mon yyyy', { phone: '0049 40 3861 2207', phoneCountry: 'DE', location: 'Hamburg, Germany' }, [[2021, 3, 'present', 0], [2017, 10, 2021, 2]]),
  p('Clémence Faure', 'logistics', 'pdf-label-gutter', 'iso', {
    phone: '05 56 84 21 37', phoneCountry: 'FR', location: 'Bordeaux, France',
    schooling: [{ degree: 'Master Logistique et Transport', institution: 'Université de Bordeaux', from: 2011, to: 2013 }],
  }, [[2018, 9, 'present', 0], [2013, 10, 2018, 8]]),
  p('Tobias Brandt', 'data', 'pdf-label-gutter', 'iso', {
    phone: '0421 5905 2231', phoneCountry: 'DE', location: 'Bremen, Germany',
    schooling: [{ degree: 'B.Sc. Wirtschaftsinformatik', institution: 'Hochschule Bremen', from: 2010, to: 2014 }],
  }, [[2019, 2, 'present', 0], [2014, 8, 2019, 1]]),

  p('Owen Gallagher', 'nurse', 'pdf-dates-margin', 'mm/yyyy', {
    phone: '+353 1 896 1234', phoneCountry: 'IE', location: 'Dublin, Ireland',
    schooling: [{ degree: 'BSc Nursing', institution: 'Trinity College Dublin', from: 2010, to: 2014 }],
  }, [[2019, 6, 'present', 0], [2014, 9, 2019, 5]]),
  p('Alessandra Conti', 'payroll', 'pdf-dates-margin', 'mm/yyyy', {
    phone: '080 552 1934', phoneCountry: 'IT', location: 'Bari, Italia', language: 'it',
    schooling: [{ degree: 'Laurea in Economia Aziendale', institution: 'Università degli Studi di Bari Aldo Moro', from: 2008, to: 2013 }],
  }, [[2020, 1, 'present', 0], [2013, 10, 2019, 12]]),
  p('Nadia Haddad', 'data', 'pdf-dates-margin', 'mon yyyy', {
    phone: '+33 4 72 10 33 58', phoneCountry: 'FR', location: 'Lyon, France', language: 'fr',
    schooling: [{ degree: 'Master Science des données', institution: 'Université Lumière Lyon 2', from: 2012, to: 2014 }],
  }, [[2021, 4, 'present', 0], [2017, 2, 2021, 3], [2014, 9, 2017, 1]]),
]
