import type { CountryCode } from 'libphonenumber-js'

/**
 * The people of the parser's held-out corpus (issue 28, point 4), written by hand from real places,
 * schools and phone plans, and never shaped to the parser: their expected fields (expected.json) are
 * taken from this file before any parse. Once committed the corpus is frozen: a person is changed
 * only when the expectation itself was a plain mistake, and the commit says so.
 */

/** How a resume is made: a JSON Resume theme printed by Chromium, an HTML page of ours, pandoc's DOCX, plain text. */
export type Render = 'even' | 'elegant' | 'kendall' | 'flat' | 'macchiato' | 'stackoverflow' | 'html-sidebar' | 'pandoc-docx' | 'txt'

export type Language = 'en' | 'it' | 'fr' | 'es' | 'de'

/** A month ("2019-03") or a bare year ("2016"); a position without an end is current. */
export type When = string

export interface Position {
  title: string
  company: string
  start: When
  end: When | null
}

export interface Schooling {
  institution: string
  degree: string
  start: When
  end: When
}

export interface HeldOutPerson {
  name: string
  render: Render
  /** Printed to a PDF, then each page rasterised to an image-only PDF: read only by OCR. */
  scanned?: true
  language: Language
  city: string
  /** As the resume writes it, after the city. */
  country: string
  /** As written. */
  phone: string
  /** Where a phone written without its country code is dialled. */
  phoneCountry: CountryCode
  email: string
  /** As written ("linkedin.com/in/…", "github.com/…"); many resumes carry none. */
  links: string[]
  /** Newest first; overlapping positions are on purpose. */
  positions: Position[]
  education: Schooling[]
  /** The Skills section: its groups' labels are headings, not skills. */
  skills: Record<string, string[]>
  /** Spoken languages, listed apart from skills when the resume has such a section. */
  languages?: string[]
}

const person = (fields: Omit<HeldOutPerson, 'links'> & { links?: string[] }): HeldOutPerson => ({ links: [], ...fields })
const job = (title: string, company: string, start: When, end: When | null = null): Position => ({ title, company, start, end })
const school = (institution: string, degree: string, start: When, end: When): Schooling => ({ institution, degree, start, end })

/**
 * A skill written as a resume would, beside the fixture corpus's canonical name for it (the
 * vocabulary's name that its scorer expects); any other skill is expected as written.
 */
export const CANONICAL_SKILLS: Record<string, string> = {
  'MS Excel': 'Microsoft Excel',
  BLS: 'Basic Life Support',
  Recruiting: 'Recruitment',
  'User research': 'UX research',
  'OSHA safety': 'OSHA',
  Reconciliations: 'Account reconciliation',
}

export const HELD_OUT_PEOPLE: readonly HeldOutPerson[] = [
  // ── JSON Resume "even" ──────────────────────────────────────────────────────────────────────
  person({
    name: 'Giulia Esposito', render: 'even', language: 'en', city: 'Napoli', country: 'Italy', phone: '+39 081 555 0142', phoneCountry: 'IT',
    email: 'g.esposito@ospedalecardarelli.it',
    positions: [job('Registered Nurse', 'Ospedale Antonio Cardarelli', '2018-04'), job('Staff Nurse', 'Clinica Mediterranea', '2014-09', '2018-03')],
    education: [school('Università degli Studi di Napoli Federico II', 'Laurea in Infermieristica', '2011-10', '2014-07')],
    skills: { Clinical: ['Patient care', 'Wound care', 'Triage', 'BLS'], Tools: ['MS Excel'] }, languages: ['Italian', 'English'],
  }),
  person({
    name: 'Arjun Raghavan', render: 'even', language: 'en', city: 'Bengaluru', country: 'India', phone: '+91 98450 12345', phoneCountry: 'IN',
    email: 'arjun.raghavan@infosys.com', links: ['github.com/arjunraghavan', 'linkedin.com/in/arjun-raghavan'],
    positions: [job('Senior Software Engineer', 'Infosys', '2020-07'), job('Software Engineer', 'Wipro', '2016-08', '2020-06')],
    education: [school('R.V. College of Engineering', 'B.E. Computer Science', '2012-08', '2016-06')],
    skills: { Backend: ['Java', 'Spring Boot', 'PostgreSQL', 'Kafka'], Cloud: ['AWS', 'Docker', 'Kubernetes'] },
  }),
  person({
    name: 'Camille Rousseau', render: 'even', language: 'en', city: 'Lyon', country: 'France', phone: '06 12 34 56 78', phoneCountry: 'FR',
    email: 'camille.rousseau@gmail.com',
    positions: [job('Sous Chef', 'Brasserie Georges', '2021-02'), job('Chef de Partie', 'Le Bistrot du Potager', '2017-05', '2021-01'), job('Commis de Cuisine', 'Institut Paul Bocuse Restaurant', '2015-09', '2017-04')],
    education: [school('Institut Paul Bocuse', 'Bachelor Arts Culinaires', '2012-09', '2015-07')],
    skills: { Kitchen: ['Menu planning', 'Food safety', 'Pastry', 'HACCP', 'Inventory management'] }, languages: ['French', 'English'],
  }),
  person({
    name: 'Lukas Hoffmann', render: 'even', language: 'en', city: 'München', country: 'Germany', phone: '+49 89 2180 4411', phoneCountry: 'DE',
    email: 'lukas.hoffmann@siemens.com', links: ['linkedin.com/in/lukashoffmann'],
    positions: [job('Electrical Engineer', 'Siemens AG', '2019-01'), job('Working Student', 'BMW Group', '2016-04', '2018-09')],
    education: [school('Technische Universität München', 'M.Sc. Electrical Engineering', '2016-10', '2018-12'), school('Hochschule München', 'B.Eng. Electrical Engineering', '2013-10', '2016-09')],
    skills: { Engineering: ['PLC programming', 'AutoCAD', 'MATLAB', 'Siemens TIA Portal'] }, languages: ['German', 'English'],
  }),
  person({
    name: 'Ana Beatriz Souza', render: 'even', language: 'en', city: 'São Paulo', country: 'Brazil', phone: '(11) 98765-4321', phoneCountry: 'BR',
    email: 'ana.souza@nubank.com.br',
    positions: [job('Data Analyst', 'Nubank', '2021-03'), job('Business Intelligence Intern', 'Itaú Unibanco', '2019-08', '2021-02')],
    education: [school('Universidade de São Paulo', 'Bacharelado em Estatística', '2016-02', '2020-12')],
    skills: { Analytics: ['SQL', 'Python', 'Power BI', 'Tableau', 'Statistics'] }, languages: ['Portuguese', 'English', 'Spanish'],
  }),
  person({
    name: 'Chinedu Okonkwo', render: 'even', language: 'en', city: 'Lagos', country: 'Nigeria', phone: '0803 123 4567', phoneCountry: 'NG',
    email: 'chinedu.okonkwo@dangote.com',
    positions: [job('Logistics Coordinator', 'Dangote Group', '2019-06'), job('Warehouse Supervisor', 'Jumia Nigeria', '2015-02', '2019-05')],
    education: [school('University of Lagos', 'B.Sc. Business Administration', '2010-09', '2014-07')],
    skills: { Operations: ['Inventory control', 'Fleet management', 'SAP', 'Route planning'] },
  }),
  person({
    name: 'Sarah Mitchell', render: 'even', language: 'en', city: 'Toronto', country: 'Canada', phone: '(416) 555-0199', phoneCountry: 'CA',
    email: 'sarah.mitchell@tdsb.on.ca',
    positions: [job('Elementary School Teacher', 'Toronto District School Board', '2016-09'), job('Teaching Assistant', 'Peel District School Board', '2013-09', '2016-06')],
    education: [school('University of Toronto', 'Bachelor of Education', '2012-09', '2013-06'), school('York University', 'BA English', '2008-09', '2012-05')],
    skills: { Teaching: ['Lesson planning', 'Classroom management', 'Differentiated instruction', 'Google Classroom'] },
  }),
  person({
    name: 'Marta Wiśniewska', render: 'even', language: 'en', city: 'Kraków', country: 'Poland', phone: '+48 12 345 67 89', phoneCountry: 'PL',
    email: 'marta.wisniewska@comarch.pl', links: ['linkedin.com/in/martawisniewska'],
    positions: [job('QA Engineer', 'Comarch', '2020-02'), job('Software Tester', 'Sabre Polska', '2017-10', '2020-01'), job('Freelance Translator', 'Self-employed', '2016-01', '2018-12')],
    education: [school('Akademia Górniczo-Hutnicza', 'Inżynier Informatyka', '2013-10', '2017-06')],
    skills: { Testing: ['Selenium', 'Cypress', 'Test automation', 'Jira'], Languages: ['Python', 'JavaScript'] }, languages: ['Polish', 'English', 'German'],
  }),

  // ── JSON Resume "elegant" ──────────────────────────────────────────────────────────────────
  person({
    name: 'Francesco Romano', render: 'elegant', language: 'en', city: 'Milano', country: 'Italy', phone: '+39 347 123 4567', phoneCountry: 'IT',
    email: 'francesco.romano@pirelli.com', links: ['linkedin.com/in/francescoromano'],
    positions: [job('Mechanical Engineer', 'Pirelli', '2018-09'), job('Design Engineer', 'Brembo', '2015-03', '2018-08')],
    education: [school('Politecnico di Milano', 'Laurea Magistrale in Ingegneria Meccanica', '2012-09', '2015-02')],
    skills: { Design: ['SolidWorks', 'AutoCAD', 'Finite element analysis', 'Lean manufacturing'] }, languages: ['Italian', 'English'],
  }),
  person({
    name: 'Priya Sharma', render: 'elegant', language: 'en', city: 'Pune', country: 'India', phone: '+91 20 2612 3456', phoneCountry: 'IN',
    email: 'priya.sharma@tcs.com',
    positions: [job('Senior Accountant', 'Tata Consultancy Services', '2019-04'), job('Accountant', 'Bajaj Auto', '2014-07', '2019-03')],
    education: [school('Savitribai Phule Pune University', 'B.Com', '2011-06', '2014-05'), school('Institute of Chartered Accountants of India', 'Chartered Accountant', '2014-06', '2017-11')],
    skills: { Finance: ['Tally', 'SAP FICO', 'GST', 'Financial reporting', 'MS Excel'] },
  }),
  person({
    name: 'Javier Morales', render: 'elegant', language: 'en', city: 'Sevilla', country: 'Spain', phone: '+34 954 12 34 56', phoneCountry: 'ES',
    email: 'javier.morales@abengoa.com',
    positions: [job('Project Manager', 'Abengoa', '2017-05'), job('Civil Engineer', 'Ayesa', '2012-10', '2017-04')],
    education: [school('Universidad de Sevilla', 'Ingeniería Civil', '2006-09', '2012-06')],
    skills: { Management: ['Project management', 'Primavera P6', 'Budgeting', 'AutoCAD'] }, languages: ['Spanish', 'English'],
  }),
  person({
    name: 'Emma Thompson', render: 'elegant', language: 'en', city: 'Manchester', country: 'UK', phone: '07412 345678', phoneCountry: 'GB',
    email: 'emma.thompson@nhs.net',
    positions: [job('Pharmacist', 'Manchester University NHS Foundation Trust', '2017-08'), job('Pre-registration Pharmacist', 'Boots UK', '2016-07', '2017-07')],
    education: [school('University of Manchester', 'MPharm Pharmacy', '2012-09', '2016-06')],
    skills: { Clinical: ['Medicines management', 'Clinical pharmacy', 'Patient counselling', 'EMIS'] },
  }),
  person({
    name: 'Kenji Yamamoto', render: 'elegant', language: 'en', city: 'Osaka', country: 'Japan', phone: '06-6123-4567', phoneCountry: 'JP',
    email: 'kenji.yamamoto@panasonic.co.jp',
    positions: [job('Embedded Software Engineer', 'Panasonic', '2015-04'), job('Research Assistant', 'Osaka University', '2013-04', '2015-03')],
    education: [school('Osaka University', 'M.Eng. Information Science', '2013-04', '2015-03'), school('Kobe University', 'B.Eng. Electrical Engineering', '2009-04', '2013-03')],
    skills: { Embedded: ['C', 'C++', 'RTOS', 'Linux'] }, languages: ['Japanese', 'English'],
  }),
  person({
    name: 'Sofía Hernández', render: 'elegant', language: 'en', city: 'Ciudad de México', country: 'México', phone: '+52 55 1234 5678', phoneCountry: 'MX',
    email: 'sofia.hernandez@bimbo.com',
    positions: [job('Sales Manager', 'Grupo Bimbo', '2019-01'), job('Key Account Executive', 'Nestlé México', '2014-06', '2018-12')],
    education: [school('Universidad Nacional Autónoma de México', 'Licenciatura en Administración', '2009-08', '2014-05')],
    skills: { Sales: ['Key account management', 'Salesforce', 'Negotiation', 'Forecasting'] }, languages: ['Spanish', 'English'],
  }),
  person({
    name: 'Tobias Gruber', render: 'elegant', language: 'en', city: 'Wien', country: 'Austria', phone: '+43 1 234 5678', phoneCountry: 'AT',
    email: 'tobias.gruber@gmx.at',
    positions: [job('Electrician', 'Wien Energie', '2016-03'), job('Electrical Apprentice', 'Elektro Huber GmbH', '2012-09', '2016-02')],
    education: [school('Berufsschule für Elektrotechnik Wien', 'Lehrabschluss Elektrotechnik', '2012-09', '2016-02')],
    skills: { Trade: ['Troubleshooting', 'Blueprint reading', 'Motor controls', 'KNX'] },
  }),
  person({
    name: 'Oluwaseun Adebayo', render: 'elegant', language: 'en', city: 'Abuja', country: 'Nigeria', phone: '+234 809 876 5432', phoneCountry: 'NG',
    email: 'seun.adebayo@mtn.ng', links: ['linkedin.com/in/seunadebayo'],
    positions: [job('Network Engineer', 'MTN Nigeria', '2018-02'), job('NOC Engineer', 'Airtel Nigeria', '2014-11', '2018-01')],
    education: [school('Obafemi Awolowo University', 'B.Sc. Electronic and Electrical Engineering', '2009-09', '2014-08')],
    skills: { Networking: ['Cisco', 'BGP', 'MPLS', 'Linux'] },
  }),

  // ── JSON Resume "kendall" ──────────────────────────────────────────────────────────────────
  person({
    name: 'Alessandro Bianchi', render: 'kendall', language: 'en', city: 'Torino', country: 'Italy', phone: '+39 011 562 3344', phoneCountry: 'IT',
    email: 'alessandro.bianchi@lavazza.it',
    positions: [job('Logistics Manager', 'Lavazza', '2017-02'), job('Supply Chain Analyst', 'Fiat Chrysler Automobiles', '2012-09', '2017-01')],
    education: [school('Politecnico di Torino', 'Laurea in Ingegneria Gestionale', '2007-09', '2012-07')],
    skills: { Operations: ['Supply chain management', 'SAP', 'Lean manufacturing', 'Forecasting'] }, languages: ['Italian', 'English', 'French'],
  }),
  person({
    name: 'Neha Iyer', render: 'kendall', language: 'en', city: 'Chennai', country: 'India', phone: '+91 44 2257 8899', phoneCountry: 'IN',
    email: 'neha.iyer@zoho.com', links: ['github.com/nehaiyer'],
    positions: [job('Frontend Developer', 'Zoho', '2019-06'), job('UI Developer', 'Freshworks', '2017-07', '2019-05')],
    education: [school('Anna University', 'B.Tech Information Technology', '2013-08', '2017-05')],
    skills: { Frontend: ['JavaScript', 'TypeScript', 'React', 'CSS', 'HTML'] },
  }),
  person({
    name: 'Pierre Lefebvre', render: 'kendall', language: 'en', city: 'Bordeaux', country: 'France', phone: '+33 5 56 12 34 56', phoneCountry: 'FR',
    email: 'pierre.lefebvre@orange.fr',
    positions: [job('Sales Representative', 'Château Margaux', '2020-01'), job('Wine Merchant', 'Nicolas', '2015-03', '2019-12')],
    education: [school('Université de Bordeaux', 'Licence Commerce des Vins', '2012-09', '2015-06')],
    skills: { Sales: ['Negotiation', 'Customer service', 'CRM', 'Wine tasting'] }, languages: ['French', 'English', 'Spanish'],
  }),
  person({
    name: 'Carmen Ruiz', render: 'kendall', language: 'en', city: 'Madrid', country: 'Spain', phone: '612 345 678', phoneCountry: 'ES',
    email: 'carmen.ruiz@santander.com',
    positions: [job('HR Business Partner', 'Banco Santander', '2018-10'), job('Recruiter', 'Adecco', '2014-01', '2018-09')],
    education: [school('Universidad Complutense de Madrid', 'Grado en Psicología', '2009-09', '2013-06')],
    skills: { People: ['Recruiting', 'Onboarding', 'Employee relations', 'Workday'] }, languages: ['Spanish', 'English'],
  }),
  person({
    name: 'Felix Wagner', render: 'kendall', language: 'en', city: 'Hamburg', country: 'Germany', phone: '+49 40 4289 1234', phoneCountry: 'DE',
    email: 'felix.wagner@hapag-lloyd.com',
    positions: [job('Freight Forwarder', 'Hapag-Lloyd', '2019-04'), job('Logistics Clerk', 'Kühne + Nagel', '2015-08', '2019-03')],
    education: [school('Universität Hamburg', 'B.A. Betriebswirtschaftslehre', '2011-10', '2015-07')],
    skills: { Logistics: ['Customs clearance', 'Incoterms', 'SAP', 'Freight forwarding'] }, languages: ['German', 'English'],
  }),
  person({
    name: 'Rafael Oliveira', render: 'kendall', language: 'en', city: 'Rio de Janeiro', country: 'Brazil', phone: '+55 21 99876-5432', phoneCountry: 'BR',
    email: 'rafael.oliveira@petrobras.com.br',
    positions: [job('Safety Engineer', 'Petrobras', '2016-05'), job('Safety Technician', 'Vale', '2011-02', '2016-04')],
    education: [school('Universidade Federal do Rio de Janeiro', 'Engenharia de Segurança do Trabalho', '2006-03', '2010-12')],
    skills: { Safety: ['Risk assessment', 'OSHA safety', 'Incident investigation', 'ISO 45001'] }, languages: ['Portuguese', 'English'],
  }),
  person({
    name: 'Aiko Nakamura', render: 'kendall', language: 'en', city: 'Kyoto', country: 'Japan', phone: '+81 75 123 4567', phoneCountry: 'JP',
    email: 'aiko.nakamura@nintendo.co.jp',
    positions: [job('Game Designer', 'Nintendo', '2018-04'), job('Level Designer', 'Capcom', '2014-04', '2018-03')],
    education: [school('Kyoto University', 'B.A. Literature', '2010-04', '2014-03')],
    skills: { Design: ['Unity', 'Level design', 'Prototyping', 'Figma'] },
  }),
  person({
    name: 'Daniel Kowalczyk', render: 'kendall', language: 'en', city: 'Warszawa', country: 'Poland', phone: '601 234 567', phoneCountry: 'PL',
    email: 'daniel.kowalczyk@gmail.com',
    positions: [job('Truck Driver', 'Raben Group', '2017-03'), job('Delivery Driver', 'DPD Polska', '2012-05', '2017-02')],
    education: [school('Technikum Samochodowe nr 1 w Warszawie', 'Technik pojazdów samochodowych', '2007-09', '2011-06')],
    skills: { Driving: ['CE driving licence', 'Tachograph', 'ADR', 'Route planning'] },
  }),

  // ── JSON Resume "flat" ─────────────────────────────────────────────────────────────────────
  person({
    name: 'Chiara Ferrari', render: 'flat', language: 'en', city: 'Bologna', country: 'Italy', phone: '+39 051 209 9111', phoneCountry: 'IT',
    email: 'chiara.ferrari@unipol.it',
    positions: [job('Actuary', 'Unipol Gruppo', '2019-09'), job('Risk Analyst', 'Generali Italia', '2016-01', '2019-08')],
    education: [school('Università di Bologna', 'Laurea Magistrale in Scienze Statistiche', '2013-09', '2015-12')],
    skills: { Quantitative: ['R', 'SAS', 'Risk modelling', 'Solvency II'] },
  }),
  person({
    name: 'Vikram Patel', render: 'flat', language: 'en', city: 'Ahmedabad', country: 'India', phone: '079 2630 1234', phoneCountry: 'IN',
    email: 'vikram.patel@adani.com',
    positions: [job('Site Engineer', 'Adani Group', '2018-06'), job('Junior Engineer', 'Larsen & Toubro', '2014-07', '2018-05')],
    education: [school('Nirma University', 'B.Tech Civil Engineering', '2010-07', '2014-05')],
    skills: { Construction: ['AutoCAD', 'Quantity surveying', 'Site supervision', 'STAAD Pro'] },
  }),
  person({
    name: 'Élodie Martin', render: 'flat', language: 'en', city: 'Paris', country: 'France', phone: '01 42 34 56 78', phoneCountry: 'FR',
    email: 'elodie.martin@bnpparibas.com', links: ['linkedin.com/in/elodiemartin'],
    positions: [job('Financial Controller', 'BNP Paribas', '2017-09'), job('Auditor', 'Deloitte', '2013-09', '2017-08')],
    education: [school('HEC Paris', 'Master in Management', '2011-09', '2013-06'), school('Lycée Henri-IV', 'Classe préparatoire ECS', '2009-09', '2011-06')],
    skills: { Finance: ['IFRS', 'Financial reporting', 'Budgeting', 'SAP'] }, languages: ['French', 'English', 'German'],
  }),
  person({
    name: 'Diego Ramírez', render: 'flat', language: 'en', city: 'Guadalajara', country: 'México', phone: '33 3615 1234', phoneCountry: 'MX',
    email: 'diego.ramirez@oracle.com', links: ['github.com/dramirez'],
    positions: [job('DevOps Engineer', 'Oracle', '2020-05'), job('Systems Administrator', 'HP Inc.', '2016-01', '2020-04')],
    education: [school('Universidad de Guadalajara', 'Ingeniería en Computación', '2011-08', '2015-12')],
    skills: { Infrastructure: ['Terraform', 'Ansible', 'Kubernetes', 'Jenkins', 'Linux'] },
  }),
  person({
    name: 'Jonas Becker', render: 'flat', language: 'en', city: 'Köln', country: 'Germany', phone: '0221 470 1234', phoneCountry: 'DE',
    email: 'jonas.becker@rewe-group.com',
    positions: [job('Store Manager', 'REWE', '2018-01'), job('Assistant Store Manager', 'Lidl', '2013-04', '2017-12')],
    education: [school('Universität zu Köln', 'B.Sc. Wirtschaftswissenschaften', '2009-10', '2013-03')],
    skills: { Retail: ['Merchandising', 'Staff scheduling', 'Inventory management', 'Customer service'] },
  }),
  person({
    name: 'Olivia Brown', render: 'flat', language: 'en', city: 'Leeds', country: 'UK', phone: '+44 113 496 0123', phoneCountry: 'GB',
    email: 'olivia.brown@leedsth.nhs.uk',
    positions: [job('Midwife', 'Leeds Teaching Hospitals NHS Trust', '2017-10'), job('Healthcare Assistant', 'Bupa', '2013-06', '2014-08')],
    education: [school('University of Leeds', 'BSc Midwifery', '2014-09', '2017-07')],
    skills: { Clinical: ['Antenatal care', 'Postnatal care', 'Patient care', 'BLS'] },
  }),
  person({
    name: 'Emeka Nwachukwu', render: 'flat', language: 'en', city: 'Port Harcourt', country: 'Nigeria', phone: '+234 803 555 7812', phoneCountry: 'NG',
    email: 'emeka.nwachukwu@shell.com',
    positions: [job('Process Engineer', 'Shell Petroleum Development Company', '2015-01'), job('Graduate Engineer', 'Total E&P Nigeria', '2012-09', '2014-12')],
    education: [school('University of Port Harcourt', 'B.Eng. Chemical Engineering', '2006-10', '2011-11')],
    skills: { Engineering: ['Process simulation', 'Aspen HYSYS', 'HAZOP', 'Root cause analysis'] },
  }),
  person({
    name: 'Mariana Costa', render: 'flat', language: 'en', city: 'Porto Alegre', country: 'Brazil', phone: '(51) 3308-1234', phoneCountry: 'BR',
    email: 'mariana.costa@gerdau.com.br',
    positions: [job('Purchasing Manager', 'Gerdau', '2019-03'), job('Buyer', 'Marcopolo', '2014-05', '2019-02')],
    education: [school('Universidade Federal do Rio Grande do Sul', 'Administração de Empresas', '2009-03', '2013-12')],
    skills: { Procurement: ['Supplier management', 'Negotiation', 'SAP', 'Cost analysis'] }, languages: ['Portuguese', 'English', 'Spanish'],
  }),

  // ── JSON Resume "macchiato" ────────────────────────────────────────────────────────────────
  person({
    name: 'Luca Marino', render: 'macchiato', language: 'en', city: 'Roma', country: 'Italy', phone: '06 4991 2345', phoneCountry: 'IT',
    email: 'luca.marino@enel.com', links: ['linkedin.com/in/lucamarino'],
    positions: [job('Energy Analyst', 'Enel', '2019-02'), job('Consultant', 'Accenture', '2015-10', '2019-01')],
    education: [school('Sapienza Università di Roma', 'Laurea Magistrale in Ingegneria Energetica', '2013-09', '2015-07')],
    skills: { Analysis: ['Energy modelling', 'Python', 'MS Excel', 'Power BI'] }, languages: ['Italian', 'English'],
  }),
  person({
    name: 'Ananya Reddy', render: 'macchiato', language: 'en', city: 'Hyderabad', country: 'India', phone: '+91 40 2345 6789', phoneCountry: 'IN',
    email: 'ananya.reddy@apollohospitals.com',
    positions: [job('Staff Nurse', 'Apollo Hospitals', '2018-08'), job('Nursing Intern', 'Yashoda Hospitals', '2017-08', '2018-07')],
    education: [school('Kaloji Narayana Rao University of Health Sciences', 'B.Sc. Nursing', '2013-08', '2017-07')],
    skills: { Clinical: ['Patient care', 'Medication administration', 'ICU care', 'BLS'] },
  }),
  person({
    name: 'Thomas Girard', render: 'macchiato', language: 'en', city: 'Marseille', country: 'France', phone: '04 91 12 34 56', phoneCountry: 'FR',
    email: 'thomas.girard@cma-cgm.com',
    positions: [job('Port Operations Supervisor', 'CMA CGM', '2016-04'), job('Dock Worker', 'Grand Port Maritime de Marseille', '2010-06', '2016-03')],
    education: [school('IUT Aix-Marseille', 'DUT Gestion Logistique et Transport', '2008-09', '2010-06')],
    skills: { Operations: ['Crane operation', 'Container logistics', 'Team leadership', 'Safety compliance'] },
  }),
  person({
    name: 'Lucía Fernández', render: 'macchiato', language: 'en', city: 'Barcelona', country: 'Spain', phone: '+34 93 123 45 67', phoneCountry: 'ES',
    email: 'lucia.fernandez@seat.es', links: ['linkedin.com/in/luciafernandez'],
    positions: [job('UX Designer', 'SEAT', '2020-09'), job('Graphic Designer', 'Agencia Bassat', '2016-02', '2020-08'), job('Illustrator', 'Self-employed', '2015-01', '2017-12')],
    education: [school('Universitat de Barcelona', 'Grado en Bellas Artes', '2011-09', '2015-06'), school('Elisava', 'Máster en Diseño de Interacción', '2019-10', '2020-07')],
    skills: { Design: ['Figma', 'User research', 'Prototyping', 'Adobe Illustrator'] }, languages: ['Spanish', 'Catalan', 'English'],
  }),
  person({
    name: 'Anna Schmidt', render: 'macchiato', language: 'en', city: 'Berlin', country: 'Germany', phone: '+49 30 2093 4567', phoneCountry: 'DE',
    email: 'anna.schmidt@zalando.de', links: ['github.com/annaschmidt'],
    positions: [job('Data Engineer', 'Zalando', '2019-11'), job('Data Analyst', 'Delivery Hero', '2016-06', '2019-10')],
    education: [school('Humboldt-Universität zu Berlin', 'M.Sc. Statistik', '2014-10', '2016-09')],
    skills: { Data: ['Python', 'Apache Spark', 'Airflow', 'SQL', 'dbt'] },
  }),
  person({
    name: 'James Wilson', render: 'macchiato', language: 'en', city: 'Vancouver', country: 'Canada', phone: '+1 604 555 0147', phoneCountry: 'CA',
    email: 'james.wilson@fairmont.com',
    positions: [job('Executive Chef', 'Fairmont Hotel Vancouver', '2018-03'), job('Sous Chef', 'Joe Fortes', '2013-05', '2018-02')],
    education: [school('Vancouver Community College', 'Culinary Arts Diploma', '2011-09', '2013-04')],
    skills: { Kitchen: ['Menu planning', 'Food cost control', 'Food safety', 'Staff training'] },
  }),
  person({
    name: 'Sakura Ito', render: 'macchiato', language: 'en', city: 'Tokyo', country: 'Japan', phone: '090-1234-5678', phoneCountry: 'JP',
    email: 'sakura.ito@rakuten.com',
    positions: [job('Product Manager', 'Rakuten', '2019-07'), job('Business Analyst', 'Recruit Holdings', '2015-04', '2019-06')],
    education: [school('Waseda University', 'B.A. Commerce', '2011-04', '2015-03')],
    skills: { Product: ['Product management', 'Agile', 'SQL', 'A/B testing'] }, languages: ['Japanese', 'English'],
  }),
  person({
    name: 'Kacper Nowak', render: 'macchiato', language: 'en', city: 'Gdańsk', country: 'Poland', phone: '+48 58 347 12 34', phoneCountry: 'PL',
    email: 'kacper.nowak@remontowa.pl',
    positions: [job('Welder', 'Remontowa Shipbuilding', '2015-06'), job('Welding Apprentice', 'Stocznia Gdańsk', '2011-09', '2015-05')],
    education: [school('Zespół Szkół Okrętowych i Ogólnokształcących w Gdańsku', 'Technik spawalnictwa', '2007-09', '2011-06')],
    skills: { Welding: ['MIG welding', 'TIG welding', 'Blueprint reading', 'Metal fabrication'] },
  }),

  // ── JSON Resume "stackoverflow" ────────────────────────────────────────────────────────────
  person({
    name: 'Matteo Colombo', render: 'stackoverflow', language: 'en', city: 'Firenze', country: 'Italy', phone: '+39 055 275 1234', phoneCountry: 'IT',
    email: 'matteo.colombo@yoox.com', links: ['github.com/mcolombo', 'linkedin.com/in/matteocolombo'],
    positions: [job('Backend Developer', 'YOOX Net-a-Porter', '2019-05'), job('Web Developer', 'Nana Bianca', '2016-09', '2019-04')],
    education: [school('Università degli Studi di Firenze', 'Laurea in Informatica', '2013-09', '2016-07')],
    skills: { Backend: ['Go', 'PostgreSQL', 'Redis', 'gRPC', 'Docker'] },
  }),
  person({
    name: 'Rohan Mehta', render: 'stackoverflow', language: 'en', city: 'Mumbai', country: 'India', phone: '+91 22 2282 1234', phoneCountry: 'IN',
    email: 'rohan.mehta@hdfcbank.com',
    positions: [job('Relationship Manager', 'HDFC Bank', '2017-06'), job('Sales Officer', 'ICICI Bank', '2013-07', '2017-05')],
    education: [school('University of Mumbai', 'Bachelor of Commerce', '2009-06', '2012-04'), school('Narsee Monjee Institute of Management Studies', 'MBA Finance', '2011-06', '2013-05')],
    skills: { Banking: ['Wealth management', 'Cross-selling', 'CRM', 'Financial planning'] },
  }),
  person({
    name: 'Julien Moreau', render: 'stackoverflow', language: 'en', city: 'Toulouse', country: 'France', phone: '+33 5 61 23 45 67', phoneCountry: 'FR',
    email: 'julien.moreau@airbus.com',
    positions: [job('Avionics Technician', 'Airbus', '2014-09'), job('Aircraft Mechanic', 'Air France Industries', '2009-10', '2014-08')],
    education: [school('Lycée Airbus', 'Bac Pro Aéronautique', '2006-09', '2009-06')],
    skills: { Maintenance: ['Avionics', 'Aircraft maintenance', 'Troubleshooting', 'EASA Part 66'] },
  }),
  person({
    name: 'Alejandro Torres', render: 'stackoverflow', language: 'en', city: 'Monterrey', country: 'México', phone: '81 8358 2000', phoneCountry: 'MX',
    email: 'alejandro.torres@cemex.com', links: ['linkedin.com/in/alejandrotorres'],
    positions: [job('Plant Manager', 'CEMEX', '2016-01'), job('Production Supervisor', 'Ternium', '2010-06', '2015-12')],
    education: [school('Tecnológico de Monterrey', 'Ingeniería Industrial', '2005-08', '2010-05')],
    skills: { Manufacturing: ['Lean manufacturing', 'Six Sigma', 'Production planning', 'SAP'] }, languages: ['Spanish', 'English'],
  }),
  person({
    name: 'Katharina Müller', render: 'stackoverflow', language: 'en', city: 'Stuttgart', country: 'Germany', phone: '+49 711 685 1234', phoneCountry: 'DE',
    email: 'katharina.mueller@bosch.com',
    positions: [job('Quality Engineer', 'Robert Bosch GmbH', '2018-02'), job('Process Engineer', 'Mahle', '2014-09', '2018-01')],
    education: [school('Universität Stuttgart', 'M.Sc. Maschinenbau', '2012-10', '2014-08')],
    skills: { Quality: ['FMEA', 'Six Sigma', 'ISO 9001', 'Root cause analysis'] }, languages: ['German', 'English', 'French'],
  }),
  person({
    name: 'George Evans', render: 'stackoverflow', language: 'en', city: 'Cardiff', country: 'UK', phone: '029 2087 4000', phoneCountry: 'GB',
    email: 'george.evans@cardiff.gov.uk',
    positions: [job('Secondary School Teacher', 'Cardiff High School', '2015-09'), job('Cover Supervisor', 'Whitchurch High School', '2013-01', '2015-07')],
    education: [school('Cardiff University', 'BSc Mathematics', '2009-09', '2012-06'), school('Cardiff Metropolitan University', 'PGCE Secondary Mathematics', '2014-09', '2015-06')],
    skills: { Teaching: ['Lesson planning', 'Classroom management', 'Assessment', 'Curriculum development'] },
  }),
  person({
    name: 'Michael Johnson', render: 'stackoverflow', language: 'en', city: 'Chicago', country: 'USA', phone: '(312) 555-0182', phoneCountry: 'US',
    email: 'michael.johnson@comed.com',
    positions: [job('Journeyman Electrician', 'ComEd', '2014-05'), job('Electrical Apprentice', 'IBEW Local 134', '2009-06', '2014-04')],
    education: [school('Washburne Trade School', 'Electrical Apprenticeship', '2009-06', '2013-06')],
    skills: { Trade: ['Conduit bending', 'Troubleshooting', 'Motor controls', 'OSHA safety'] },
  }),
  person({
    name: 'Adaeze Eze', render: 'stackoverflow', language: 'en', city: 'Enugu', country: 'Nigeria', phone: '0706 543 2109', phoneCountry: 'NG',
    email: 'adaeze.eze@unth.edu.ng',
    positions: [job('Pharmacist', 'University of Nigeria Teaching Hospital', '2017-03'), job('Community Pharmacist', 'HealthPlus', '2014-02', '2017-02')],
    education: [school('University of Nigeria, Nsukka', 'B.Pharm', '2008-10', '2013-09')],
    skills: { Pharmacy: ['Dispensing', 'Pharmacovigilance', 'Patient counselling', 'Inventory management'] },
  }),

  // ── Scanned: a theme printed, then each page an image ──────────────────────────────────────
  person({
    name: 'Valentina Greco', render: 'even', scanned: true, language: 'en', city: 'Palermo', country: 'Italy', phone: '+39 091 623 4567', phoneCountry: 'IT',
    email: 'valentina.greco@libero.it',
    positions: [job('Accountant', 'Studio Greco & Associati', '2016-01'), job('Bookkeeper', 'Conad Sicilia', '2012-03', '2015-12')],
    education: [school('Università degli Studi di Palermo', 'Laurea in Economia Aziendale', '2008-09', '2012-02')],
    skills: { Accounting: ['Bookkeeping', 'Payroll', 'Tax returns', 'MS Excel'] },
  }),
  person({
    name: 'Sunil Kumar', render: 'elegant', scanned: true, language: 'en', city: 'New Delhi', country: 'India', phone: '+91 11 2345 6789', phoneCountry: 'IN',
    email: 'sunil.kumar@airindia.in',
    positions: [job('Aircraft Maintenance Engineer', 'Air India', '2013-04'), job('Technician', 'IndiGo', '2009-07', '2013-03')],
    education: [school('Indira Gandhi National Open University', 'Diploma in Aircraft Maintenance Engineering', '2006-07', '2009-06')],
    skills: { Maintenance: ['Aircraft maintenance', 'Troubleshooting', 'Avionics'] },
  }),
  person({
    name: 'Inès Dubois', render: 'kendall', scanned: true, language: 'en', city: 'Lille', country: 'France', phone: '03 20 12 34 56', phoneCountry: 'FR',
    email: 'ines.dubois@decathlon.com',
    positions: [job('Store Manager', 'Decathlon', '2018-05'), job('Sales Associate', 'Auchan', '2014-09', '2018-04')],
    education: [school('Université de Lille', 'Licence Économie et Gestion', '2011-09', '2014-06')],
    skills: { Retail: ['Merchandising', 'Customer service', 'Team leadership', 'Inventory management'] },
  }),
  person({
    name: 'Pablo Jiménez', render: 'flat', scanned: true, language: 'en', city: 'Valencia', country: 'Spain', phone: '+34 963 12 34 56', phoneCountry: 'ES',
    email: 'pablo.jimenez@mercadona.es',
    positions: [job('Warehouse Manager', 'Mercadona', '2017-01'), job('Forklift Operator', 'DHL Supply Chain', '2012-04', '2016-12')],
    education: [school('IES Benlliure', 'Técnico en Actividades Comerciales', '2009-09', '2011-06')],
    skills: { Warehouse: ['Forklift', 'Inventory control', 'RF scanning', 'Team leadership'] },
  }),
  person({
    name: 'Maximilian Bauer', render: 'macchiato', scanned: true, language: 'en', city: 'Graz', country: 'Austria', phone: '+43 316 873 1234', phoneCountry: 'AT',
    email: 'max.bauer@magna.com',
    positions: [job('Automotive Technician', 'Magna Steyr', '2015-02'), job('Mechanic Apprentice', 'Autohaus Pichler', '2011-09', '2015-01')],
    education: [school('Berufsschule Graz', 'Lehrabschluss Kfz-Technik', '2011-09', '2015-01')],
    skills: { Workshop: ['Vehicle diagnostics', 'Engine repair', 'Electrical systems'] },
  }),
  person({
    name: 'Jessica Clarke', render: 'stackoverflow', scanned: true, language: 'en', city: 'Montréal', country: 'Canada', phone: '514-555-0163', phoneCountry: 'CA',
    email: 'jessica.clarke@mcgill.ca',
    positions: [job('Research Coordinator', 'McGill University Health Centre', '2019-01'), job('Laboratory Technician', 'CHU Sainte-Justine', '2015-06', '2018-12')],
    education: [school('McGill University', 'BSc Biology', '2011-09', '2015-05')],
    skills: { Research: ['Clinical trials', 'Data collection', 'Laboratory techniques', 'REDCap'] },
  }),

  // ── HTML with a sidebar and icons, native headings, printed by Chromium ────────────────────
  person({
    name: 'Roberto Russo', render: 'html-sidebar', language: 'it', city: 'Napoli', country: 'Italia', phone: '+39 081 764 1234', phoneCountry: 'IT',
    email: 'roberto.russo@ristorantedanicola.it',
    positions: [job('Capo Cuoco', 'Ristorante Da Nicola', '2017-03'), job('Cuoco', 'Grand Hotel Vesuvio', '2011-05', '2017-02'), job('Docente di cucina', 'Scuola di Cucina Partenopea', '2019-09')],
    education: [school('Istituto Professionale Alberghiero Ippolito Cavalcanti', 'Diploma di Tecnico dei Servizi di Ristorazione', '2006-09', '2011-06')],
    skills: { Cucina: ['HACCP', 'Cucina napoletana', 'Pasticceria', 'Gestione del magazzino'] }, languages: ['Italiano', 'Inglese'],
  }),
  person({
    name: 'Elena Conti', render: 'html-sidebar', language: 'it', city: 'Milano', country: 'Italia', phone: '02 8901 2345', phoneCountry: 'IT',
    email: 'elena.conti@intesasanpaolo.com', links: ['linkedin.com/in/elenaconti'],
    positions: [job('Responsabile Amministrativa', 'Intesa Sanpaolo', '2018-01'), job('Contabile', 'KPMG Italia', '2012-09', '2017-12')],
    education: [school('Università Commerciale Luigi Bocconi', 'Laurea in Economia Aziendale', '2008-09', '2012-07')],
    skills: { Competenze: ['Contabilità generale', 'Bilancio', 'SAP', 'MS Excel'] }, languages: ['Italiano', 'Inglese', 'Tedesco'],
  }),
  person({
    name: 'Giuseppe Ricci', render: 'html-sidebar', language: 'it', city: 'Bari', country: 'Italia', phone: '+39 333 765 4321', phoneCountry: 'IT',
    email: 'giuseppe.ricci@gmail.com',
    positions: [job('Elettricista', 'Enel Distribuzione', '2014-04'), job('Apprendista Elettricista', 'Impianti Ricci S.r.l.', '2009-09', '2014-03')],
    education: [school('Istituto Tecnico Industriale Guglielmo Marconi', 'Diploma di Perito Elettrotecnico', '2004-09', '2009-07')],
    skills: { Competenze: ['Impianti elettrici', 'Domotica', 'PLC', 'Lettura di schemi elettrici'] },
  }),
  person({
    name: 'Claire Bernard', render: 'html-sidebar', language: 'fr', city: 'Lyon', country: 'France', phone: '06 98 76 54 32', phoneCountry: 'FR',
    email: 'claire.bernard@chu-lyon.fr',
    positions: [job('Infirmière', 'Hospices Civils de Lyon', '2016-09'), job('Aide-soignante', 'Clinique du Parc', '2012-07', '2013-08')],
    education: [school('IFSI Esquirol', "Diplôme d'État d'Infirmier", '2013-09', '2016-07'), school('Université Claude Bernard Lyon 1', 'Licence Biologie', '2009-09', '2012-06')],
    skills: { Compétences: ['Soins infirmiers', 'Gestion de la douleur', 'Pansements complexes', 'Hygiène hospitalière'] }, languages: ['Français', 'Anglais'],
  }),
  person({
    name: 'Nicolas Petit', render: 'html-sidebar', language: 'fr', city: 'Nantes', country: 'France', phone: '+33 2 40 12 34 56', phoneCountry: 'FR',
    email: 'nicolas.petit@capgemini.com', links: ['github.com/npetit'],
    positions: [job('Développeur Full Stack', 'Capgemini', '2019-03'), job('Développeur Web', 'Sopra Steria', '2015-09', '2019-02')],
    education: [school('IUT de Nantes', 'DUT Informatique', '2012-09', '2014-06'), school('École Centrale de Nantes', "Diplôme d'ingénieur", '2014-09', '2015-08')],
    skills: { Compétences: ['JavaScript', 'Angular', 'Java', 'PostgreSQL', 'Docker'] }, languages: ['Français', 'Anglais'],
  }),
  person({
    name: 'María José López', render: 'html-sidebar', language: 'es', city: 'Sevilla', country: 'España', phone: '+34 955 12 34 56', phoneCountry: 'ES',
    email: 'mariajose.lopez@juntadeandalucia.es',
    positions: [job('Profesora de Educación Primaria', 'CEIP San José de Calasanz', '2015-09'), job('Maestra Interina', 'Junta de Andalucía', '2011-09', '2015-06')],
    education: [school('Universidad de Sevilla', 'Grado en Educación Primaria', '2007-09', '2011-06')],
    skills: { Competencias: ['Programación didáctica', 'Gestión del aula', 'Educación inclusiva', 'Google Classroom'] }, languages: ['Español', 'Inglés'],
  }),
  person({
    name: 'Andrés Castillo', render: 'html-sidebar', language: 'es', city: 'Puebla', country: 'México', phone: '222 229 5500', phoneCountry: 'MX',
    email: 'andres.castillo@vw.com.mx',
    positions: [job('Supervisor de Producción', 'Volkswagen de México', '2016-02'), job('Técnico de Mantenimiento', 'Audi México', '2012-01', '2016-01')],
    education: [school('Benemérita Universidad Autónoma de Puebla', 'Ingeniería Mecatrónica', '2007-08', '2011-12')],
    skills: { Competencias: ['Mantenimiento industrial', 'Lean manufacturing', 'PLC', 'Seguridad industrial'] }, languages: ['Español', 'Inglés', 'Alemán'],
  }),
  person({
    name: 'Stefan Schneider', render: 'html-sidebar', language: 'de', city: 'München', country: 'Deutschland', phone: '+49 89 1234 5678', phoneCountry: 'DE',
    email: 'stefan.schneider@allianz.de', links: ['linkedin.com/in/stefanschneider'],
    positions: [job('Versicherungskaufmann', 'Allianz SE', '2015-08'), job('Auszubildender', 'Münchener Rück', '2012-09', '2015-07')],
    education: [school('Ludwig-Maximilians-Universität München', 'B.Sc. Betriebswirtschaftslehre', '2016-10', '2020-09'), school('Städtische Berufsschule für Finanz- und Immobilienwirtschaft München', 'Kaufmann für Versicherungen und Finanzen', '2012-09', '2015-07')],
    skills: { Kenntnisse: ['Kundenberatung', 'Schadensregulierung', 'SAP', 'MS Excel'] }, languages: ['Deutsch', 'Englisch'],
  }),
  person({
    name: 'Julia Weber', render: 'html-sidebar', language: 'de', city: 'Wien', country: 'Österreich', phone: '0664 123 4567', phoneCountry: 'AT',
    email: 'julia.weber@akhwien.at',
    positions: [job('Diplomierte Gesundheits- und Krankenpflegerin', 'AKH Wien', '2014-10'), job('Pflegeassistentin', 'Caritas Wien', '2010-03', '2014-09')],
    education: [school('FH Campus Wien', 'Bachelor Gesundheits- und Krankenpflege', '2011-10', '2014-09')],
    skills: { Kenntnisse: ['Intensivpflege', 'Wundmanagement', 'Pflegedokumentation', 'Palliativpflege'] }, languages: ['Deutsch', 'Englisch', 'Kroatisch'],
  }),
  person({
    name: 'Markus Fischer', render: 'html-sidebar', language: 'de', city: 'Frankfurt am Main', country: 'Deutschland', phone: '069 1234 5678', phoneCountry: 'DE',
    email: 'markus.fischer@dbschenker.com',
    positions: [job('Lagerleiter', 'DB Schenker', '2017-06'), job('Fachkraft für Lagerlogistik', 'Fraport AG', '2011-08', '2017-05')],
    education: [school('Frankfurt University of Applied Sciences', 'B.A. Logistik', '2013-10', '2016-09')],
    skills: { Kenntnisse: ['Lagerverwaltung', 'SAP EWM', 'Gabelstapler', 'Personalführung'] },
  }),

  // ── DOCX by pandoc, native headings ────────────────────────────────────────────────────────
  person({
    name: 'Francesca Gallo', render: 'pandoc-docx', language: 'it', city: 'Torino', country: 'Italia', phone: '011 561 2345', phoneCountry: 'IT',
    email: 'francesca.gallo@reply.it', links: ['linkedin.com/in/francescagallo'],
    positions: [job('Project Manager', 'Reply', '2018-04'), job('Business Analyst', 'Accenture Italia', '2013-10', '2018-03')],
    education: [school('Politecnico di Torino', 'Laurea Magistrale in Ingegneria Informatica', '2011-09', '2013-07')],
    skills: { Competenze: ['Project management', 'Scrum', 'Jira', 'SQL'] },
  }),
  person({
    name: 'Antonio De Luca', render: 'pandoc-docx', language: 'it', city: 'Salerno', country: 'Italia', phone: '+39 089 231 456', phoneCountry: 'IT',
    email: 'antonio.deluca@tiscali.it',
    positions: [job('Autista', 'SITA Sud', '2012-01'), job('Magazziniere', 'Esselunga', '2008-03', '2011-12')],
    education: [school('Istituto Tecnico Commerciale Genovesi', 'Diploma di Ragioneria', '2003-09', '2008-07')],
    skills: { Competenze: ['Patente D', 'CQC', 'Carta tachigrafica', 'Muletto'] },
  }),
  person({
    name: 'Sara Marchetti', render: 'pandoc-docx', language: 'it', city: 'Padova', country: 'Italia', phone: '+39 049 827 1111', phoneCountry: 'IT',
    email: 'sara.marchetti@aopd.veneto.it',
    positions: [job('Farmacista Ospedaliera', 'Azienda Ospedaliera di Padova', '2017-11'), job('Farmacista', 'Farmacia Centrale', '2013-05', '2017-10')],
    education: [school('Università degli Studi di Padova', 'Laurea Magistrale in Farmacia', '2008-10', '2013-04')],
    skills: { Competenze: ['Galenica clinica', 'Farmacovigilanza', 'Gestione del magazzino', 'MS Excel'] },
  }),
  person({
    name: 'Mathieu Laurent', render: 'pandoc-docx', language: 'fr', city: 'Toulouse', country: 'France', phone: '05 61 98 76 54', phoneCountry: 'FR',
    email: 'mathieu.laurent@thalesgroup.com',
    positions: [job('Ingénieur Systèmes', 'Thales Alenia Space', '2016-10'), job('Ingénieur Logiciel Embarqué', 'Continental Automotive', '2012-09', '2016-09')],
    education: [school('INSA Toulouse', "Diplôme d'ingénieur en Automatique et Électronique", '2007-09', '2012-06')],
    skills: { Compétences: ['C', 'MATLAB', 'Simulink', 'Ingénierie système'] },
  }),
  person({
    name: 'Sophie Garnier', render: 'pandoc-docx', language: 'fr', city: 'Strasbourg', country: 'France', phone: '+33 3 88 12 34 56', phoneCountry: 'FR',
    email: 'sophie.garnier@ac-strasbourg.fr',
    positions: [job('Professeure des écoles', 'École élémentaire Saint-Thomas', '2014-09'), job('Assistante d’éducation', 'Collège Foch', '2011-09', '2014-07')],
    education: [school('Université de Strasbourg', 'Master MEEF Premier degré', '2012-09', '2014-06')],
    skills: { Compétences: ['Pédagogie différenciée', 'Gestion de classe', 'Numérique éducatif'] },
  }),
  person({
    name: 'Karim Benali', render: 'pandoc-docx', language: 'fr', city: 'Marseille', country: 'France', phone: '07 81 23 45 67', phoneCountry: 'FR',
    email: 'karim.benali@gmail.com',
    positions: [job('Commercial Terrain', 'Orange Business', '2019-02'), job('Conseiller de vente', 'Darty', '2014-06', '2019-01')],
    education: [school('IUT Aix-Marseille', 'DUT Techniques de Commercialisation', '2012-09', '2014-06')],
    skills: { Compétences: ['Prospection', 'Négociation', 'Salesforce', 'Relation client'] },
  }),
  person({
    name: 'Lucía Navarro', render: 'pandoc-docx', language: 'es', city: 'Zaragoza', country: 'España', phone: '976 12 34 56', phoneCountry: 'ES',
    email: 'lucia.navarro@inditex.com',
    positions: [job('Responsable de Logística', 'Inditex', '2018-03'), job('Técnica de Almacén', 'Opel España', '2013-09', '2018-02')],
    education: [school('Universidad de Zaragoza', 'Grado en Ingeniería de Organización Industrial', '2009-09', '2013-06')],
    skills: { Competencias: ['Gestión de inventarios', 'SAP', 'Lean manufacturing', 'MS Excel'] },
  }),
  person({
    name: 'Miguel Ángel Sánchez', render: 'pandoc-docx', language: 'es', city: 'Guadalajara', country: 'México', phone: '+52 33 3669 1234', phoneCountry: 'MX',
    email: 'miguel.sanchez@intel.com', links: ['github.com/masanchez'],
    positions: [job('Ingeniero de Software', 'Intel Guadalajara', '2017-08'), job('Desarrollador', 'Softtek', '2013-01', '2017-07')],
    education: [school('Instituto Tecnológico y de Estudios Superiores de Occidente', 'Ingeniería en Sistemas Computacionales', '2008-08', '2012-12')],
    skills: { Competencias: ['C++', 'Python', 'Linux', 'Git'] },
  }),
  person({
    name: 'Laura Gómez', render: 'pandoc-docx', language: 'es', city: 'Málaga', country: 'España', phone: '+34 952 13 14 15', phoneCountry: 'ES',
    email: 'laura.gomez@melia.com',
    positions: [job('Jefa de Recepción', 'Meliá Hotels International', '2016-05'), job('Recepcionista', 'NH Hoteles', '2011-04', '2016-04')],
    education: [school('Universidad de Málaga', 'Grado en Turismo', '2007-09', '2011-06')],
    skills: { Competencias: ['Atención al cliente', 'Opera PMS', 'Gestión de reservas', 'Idiomas'] },
  }),
  person({
    name: 'Thomas Schulz', render: 'pandoc-docx', language: 'de', city: 'Dresden', country: 'Deutschland', phone: '+49 351 463 1234', phoneCountry: 'DE',
    email: 'thomas.schulz@infineon.com',
    positions: [job('Prozessingenieur', 'Infineon Technologies', '2015-04'), job('Werkstudent', 'GlobalFoundries', '2012-10', '2015-03')],
    education: [school('Technische Universität Dresden', 'Diplom-Ingenieur Elektrotechnik', '2009-10', '2015-03')],
    skills: { Kenntnisse: ['Halbleitertechnik', 'Statistische Prozesskontrolle', 'Six Sigma', 'Python'] },
  }),
  person({
    name: 'Sabine Hofer', render: 'pandoc-docx', language: 'de', city: 'Salzburg', country: 'Österreich', phone: '+43 662 8044 1234', phoneCountry: 'AT',
    email: 'sabine.hofer@salzburg.at',
    positions: [job('Buchhalterin', 'Red Bull GmbH', '2016-01'), job('Bilanzbuchhalterin', 'Steuerberatung Hofer', '2019-04'), job('Lohnverrechnerin', 'Spar Österreich', '2010-09', '2015-12')],
    education: [school('Handelsakademie Salzburg', 'Reife- und Diplomprüfung', '2005-09', '2010-06')],
    skills: { Kenntnisse: ['Finanzbuchhaltung', 'Lohnverrechnung', 'BMD', 'MS Excel'] },
  }),
  person({
    name: 'Jan Kowalski', render: 'pandoc-docx', language: 'de', city: 'Berlin', country: 'Deutschland', phone: '030 1234 5678', phoneCountry: 'DE',
    email: 'jan.kowalski@vivantes.de',
    positions: [job('Koch', 'Vivantes Klinikum', '2018-07'), job('Jungkoch', 'Hotel Adlon Kempinski', '2014-08', '2018-06')],
    education: [school('Oberstufenzentrum Gastgewerbe Berlin', 'Ausbildung zum Koch', '2011-08', '2014-07')],
    skills: { Kenntnisse: ['HACCP', 'Diätküche', 'Menüplanung', 'Warenwirtschaft'] },
  }),
  person({
    name: 'Aisha Mohammed', render: 'pandoc-docx', language: 'en', city: 'Kano', country: 'Nigeria', phone: '+234 806 123 4567', phoneCountry: 'NG',
    email: 'aisha.mohammed@akth.org.ng',
    positions: [job('Nursing Officer', 'Aminu Kano Teaching Hospital', '2015-05'), job('Community Health Worker', 'Médecins Sans Frontières', '2012-02', '2015-04')],
    education: [school('Bayero University Kano', 'B.N.Sc. Nursing Science', '2007-10', '2012-01')],
    skills: { Skills: ['Patient care', 'Maternal health', 'Immunisation', 'Health education'] },
  }),
  person({
    name: 'Ryan Cooper', render: 'pandoc-docx', language: 'en', city: 'Denver', country: 'USA', phone: '303-555-0177', phoneCountry: 'US',
    email: 'ryan.cooper@xcelenergy.com', links: ['linkedin.com/in/ryancooper'],
    positions: [job('Field Service Technician', 'Xcel Energy', '2016-08'), job('HVAC Technician', 'Comfort Systems USA', '2011-03', '2016-07')],
    education: [school('Red Rocks Community College', 'AAS HVAC Technology', '2009-08', '2011-05')],
    skills: { Skills: ['HVAC', 'Troubleshooting', 'Refrigeration', 'OSHA safety'] },
  }),

  // ── Plain text ─────────────────────────────────────────────────────────────────────────────
  person({
    name: 'Paolo Santoro', render: 'txt', language: 'it', city: 'Verona', country: 'Italia', phone: '045 801 2345', phoneCountry: 'IT',
    email: 'paolo.santoro@fastwebnet.it',
    positions: [job('Agente di Commercio', 'Cantina Santa Sofia', '2014'), job('Addetto alle Vendite', 'MediaWorld', '2009', '2014')],
    education: [school('Istituto Tecnico Economico Lorgna Pindemonte', 'Diploma di Ragioniere', '2004', '2009')],
    skills: { Competenze: ['Vendita', 'Negoziazione', 'CRM', 'Patente B'] },
  }),
  person({
    name: 'Martina Villa', render: 'txt', language: 'it', city: 'Brescia', country: 'Italia', phone: '+39 030 399 1234', phoneCountry: 'IT',
    email: 'martina.villa@asst-spedalicivili.it',
    positions: [job('Infermiera', 'ASST Spedali Civili di Brescia', '2016-11'), job('Operatrice Socio Sanitaria', 'Fondazione Poliambulanza', '2011-06', '2013-09')],
    education: [school('Università degli Studi di Brescia', 'Laurea in Infermieristica', '2013-10', '2016-10')],
    skills: { Competenze: ['Assistenza infermieristica', 'Terapia endovenosa', 'BLS', 'Triage'] },
  }),
  person({
    name: 'Hélène Fournier', render: 'txt', language: 'fr', city: 'Rennes', country: 'France', phone: '02 99 12 34 56', phoneCountry: 'FR',
    email: 'helene.fournier@credit-agricole.fr',
    positions: [job('Comptable', 'Crédit Agricole Ille-et-Vilaine', '2015-03'), job('Aide-comptable', 'Fiducial', '2010-09', '2015-02')],
    education: [school('Université de Rennes', 'Licence Comptabilité Contrôle Audit', '2007-09', '2010-06')],
    skills: { Compétences: ['Comptabilité générale', 'Sage', 'Fiscalité', 'MS Excel'] },
  }),
  person({
    name: 'Antoine Roux', render: 'txt', language: 'fr', city: 'Grenoble', country: 'France', phone: '+33 4 76 12 34 56', phoneCountry: 'FR',
    email: 'antoine.roux@schneider-electric.com', links: ['linkedin.com/in/antoineroux'],
    positions: [job('Technicien de Maintenance', 'Schneider Electric', '2013-09'), job('Électricien', 'Eiffage Énergie', '2008-07', '2013-08')],
    education: [school('Lycée Vaucanson', 'BTS Électrotechnique', '2006-09', '2008-06')],
    skills: { Compétences: ['Automatismes', 'Habilitation électrique', 'Dépannage', 'Lecture de plans'] },
  }),
  person({
    name: 'Carlos Pérez', render: 'txt', language: 'es', city: 'Bilbao', country: 'España', phone: '+34 944 12 34 56', phoneCountry: 'ES',
    email: 'carlos.perez@iberdrola.es',
    positions: [job('Técnico de Redes', 'Iberdrola', '2016-06'), job('Electricista', 'Elecnor', '2011-01', '2016-05')],
    education: [school('Universidad del País Vasco', 'Grado en Ingeniería Eléctrica', '2006-09', '2010-06')],
    skills: { Competencias: ['Alta tensión', 'AutoCAD', 'Mantenimiento preventivo', 'Prevención de riesgos laborales'] },
  }),
  person({
    name: 'Lena Zimmermann', render: 'txt', language: 'de', city: 'Leipzig', country: 'Deutschland', phone: '0341 123 4567', phoneCountry: 'DE',
    email: 'lena.zimmermann@dhl.com',
    positions: [job('Teamleiterin Logistik', 'DHL Hub Leipzig', '2017-01'), job('Disponentin', 'Schenker Deutschland', '2012-04', '2016-12')],
    education: [school('Hochschule für Technik, Wirtschaft und Kultur Leipzig', 'B.Sc. Wirtschaftsingenieurwesen', '2008-10', '2012-03')],
    skills: { Kenntnisse: ['Disposition', 'SAP', 'Personalführung', 'Lean Management'] },
  }),
  person({
    name: 'Tunde Bakare', render: 'txt', language: 'en', city: 'Ibadan', country: 'Nigeria', phone: '+234 802 345 6789', phoneCountry: 'NG',
    email: 'tunde.bakare@yahoo.com',
    positions: [job('Secondary School Teacher', 'International School Ibadan', '2012-09'), job('Lesson Teacher', 'Self-employed', '2009-01', '2012-07')],
    education: [school('University of Ibadan', 'B.Ed. Physics Education', '2004-10', '2009-08')],
    skills: { Skills: ['Lesson planning', 'Physics', 'Laboratory supervision', 'Classroom management'] },
  }),
  person({
    name: 'Hannah Lee', render: 'txt', language: 'en', city: 'Seattle', country: 'USA', phone: '(206) 555-0134', phoneCountry: 'US',
    email: 'hannah.lee@starbucks.com',
    positions: [job('Payroll Manager', 'Starbucks', '2018-02'), job('Payroll Specialist', 'Nordstrom', '2013-06', '2018-01')],
    education: [school('University of Washington', 'BA Accounting', '2009-09', '2013-06')],
    skills: { Skills: ['Payroll', 'ADP', 'Workday', 'Reconciliations'] },
  }),
]
