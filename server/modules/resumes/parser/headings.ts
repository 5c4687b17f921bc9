/** The section headings resumes use, in the languages they are written in, and the section each names. */

export type SectionKind = 'header' | 'summary' | 'contact' | 'experience' | 'education' | 'skills' | 'languages' | 'certifications' | 'other'

const HEADINGS: Record<Exclude<SectionKind, 'header'>, readonly string[]> = {
  summary: ['summary', 'profile', 'professional summary', 'career summary', 'executive summary', 'summary of qualifications', 'personal profile',
    'professional profile', 'about', 'about me', 'objective', 'career objective', 'objectives', 'personal statement', 'overview', 'introduction',
    // Italian, French, Spanish, German, Portuguese, Polish and Japanese.
    'profilo', 'profilo professionale', 'sommario', 'riepilogo', 'chi sono', 'obiettivo', 'obiettivi', 'presentazione', 'profil',
    'profil professionnel', 'à propos', 'à propos de moi', 'objectif', 'objectif professionnel', 'présentation', 'perfil', 'perfil profesional',
    'resumen', 'resumen profesional', 'sobre mí', 'acerca de mí', 'objetivo', 'objetivo profesional', 'kurzprofil', 'über mich', 'zusammenfassung',
    'berufsprofil', 'persönliches profil', 'resumo', 'resumo profissional', 'sobre mim', 'perfil profissional', 'podsumowanie', 'o mnie',
    'cel zawodowy', 'profil zawodowy', '自己紹介', '自己pr'],
  contact: ['contact', 'contacts', 'contact details', 'contact information', 'contact info', 'personal details', 'personal information', 'personal data',
    'details', 'get in touch', 'profiles', 'social profiles', 'online profiles',
    // Italian, French, Spanish, German, Portuguese, Polish and Japanese.
    'contatti', 'recapiti', 'dati personali', 'informazioni personali', 'coordonnées', 'informations personnelles', 'contacto', 'datos personales',
    'información personal', 'datos de contacto', 'kontakt', 'kontaktdaten', 'persönliche daten', 'persönliche angaben', 'contato', 'contatos',
    'dados pessoais', 'informações pessoais', 'dane kontaktowe', 'dane osobowe', '連絡先'],
  experience: ['experience', 'work experience', 'professional experience', 'relevant experience', 'employment', 'employment history', 'work history',
    'career history', 'professional history', 'career', 'positions held', 'experience and employment', 'job history', 'working experience',
    'professional background', 'work', 'internships', 'military experience', 'clinical experience', 'teaching experience', 'industry experience',
    // Italian, French, Spanish, German, Portuguese, Polish and Japanese.
    'esperienza', 'esperienze', 'esperienza professionale', 'esperienze professionali', 'esperienza lavorativa', 'esperienze lavorative',
    'expérience', 'expériences', 'expérience professionnelle', 'expériences professionnelles', 'parcours professionnel', 'experiencia',
    'experiencia profesional', 'experiencia laboral', 'trayectoria profesional', 'berufserfahrung', 'berufliche erfahrung', 'beruflicher werdegang',
    'werdegang', 'erfahrung', 'praxiserfahrung', 'experiência', 'experiência profissional', 'experiências profissionais', 'histórico profissional',
    'doświadczenie', 'doświadczenie zawodowe', 'przebieg kariery', '職歴', '職務経歴'],
  education: ['education', 'education and training', 'education & training', 'academic background', 'academic history', 'academic qualifications',
    'qualifications', 'educational background', 'education and qualifications', 'education & qualifications', 'academics', 'training and education',
    'education and certifications', 'education & certifications', 'schooling', 'studies',
    // Italian, French, Spanish, German, Portuguese, Polish and Japanese.
    'istruzione', 'formazione', 'istruzione e formazione', 'titoli di studio', 'percorso di studi', 'studi', 'formation', 'formations', 'éducation',
    'études', 'diplômes', 'parcours académique', 'formation académique', 'educación', 'formación', 'formación académica', 'estudios', 'titulación',
    'ausbildung', 'bildung', 'bildungsweg', 'studium', 'schulbildung', 'akademischer werdegang', 'ausbildung und studium', 'educação', 'formação',
    'formação acadêmica', 'formação académica', 'escolaridade', 'wykształcenie', 'edukacja', '学歴'],
  skills: ['skills', 'key skills', 'technical skills', 'core skills', 'core competencies', 'competencies', 'areas of expertise', 'expertise',
    'skills and abilities', 'skills & abilities', 'skills and expertise', 'skills & expertise', 'technologies', 'tools', 'tools and technologies',
    'tools & technologies', 'technical proficiencies', 'proficiencies', 'skill set', 'skillset', 'strengths', 'key strengths', 'abilities',
    'professional skills', 'relevant skills', 'hard skills', 'soft skills', 'it skills', 'computer skills', 'specialties', 'tech stack', 'stack',
    'skills summary', 'key competencies', 'capabilities', 'technical expertise', 'clinical skills', 'software',
    // Italian, French, Spanish, German, Portuguese, Polish and Japanese.
    'competenze', 'competenze tecniche', 'competenze professionali', 'capacità', 'abilità', 'capacità e competenze', 'competenze informatiche',
    'compétences', 'compétences techniques', 'compétences clés', 'savoir faire', 'outils', 'habilidades', 'competencias', 'conocimientos',
    'aptitudes', 'habilidades técnicas', 'competencias técnicas', 'herramientas', 'kenntnisse', 'fähigkeiten', 'kompetenzen', 'fachkenntnisse',
    'it kenntnisse', 'edv kenntnisse', 'fähigkeiten und kenntnisse', 'technische kenntnisse', 'competências', 'conhecimentos',
    'competências técnicas', 'umiejętności', 'kompetencje', 'umiejętności techniczne', 'スキル'],
  languages: ['languages', 'language skills', 'spoken languages', 'languages spoken',
    // Italian, French, Spanish, German, Portuguese, Polish and Japanese.
    'lingue', 'conoscenze linguistiche', 'competenze linguistiche', 'langues', 'idiomas', 'lenguas', 'sprachen', 'sprachkenntnisse', 'línguas',
    'języki', 'języki obce', 'znajomość języków', '語学'],
  certifications: ['certifications', 'certificates', 'certification', 'licenses', 'licences', 'licenses and certifications', 'licenses & certifications',
    'licences and certifications', 'certifications and licenses', 'certifications & licenses', 'accreditations', 'training', 'courses',
    'professional development', 'credentials', 'tickets and licences',
    // Italian, French, Spanish, German, Portuguese, Polish and Japanese.
    'certificazioni', 'corsi', 'certificats', 'certificaciones', 'cursos', 'zertifikate', 'zertifizierungen', 'weiterbildung', 'fortbildung',
    'certificações', 'certificados', 'certyfikaty', 'kursy', 'szkolenia', '資格'],
  other: ['projects', 'personal projects', 'selected projects', 'awards', 'honors', 'honours', 'awards and honors', 'achievements', 'accomplishments',
    'publications', 'references', 'referees', 'volunteer', 'volunteering', 'volunteer experience', 'interests', 'hobbies', 'hobbies and interests',
    'activities', 'affiliations', 'memberships', 'professional memberships', 'additional information', 'other', 'portfolio', 'links',
    'conferences', 'presentations', 'patents', 'research', 'volunteer work', 'volunteering experience', 'volunteer positions', 'community service',
    'community involvement', 'honors and awards', 'honors & awards', 'awards & honors', 'awards and achievements', 'side projects',
    'extracurricular activities', 'certificates and awards',
    // Italian, French, Spanish, German, Portuguese, Polish and Japanese.
    'progetti', 'interessi', 'hobby', 'pubblicazioni', 'volontariato', 'premi', 'referenze', 'projets', 'centres d intérêt', 'loisirs', 'bénévolat',
    'prix', 'proyectos', 'intereses', 'aficiones', 'publicaciones', 'voluntariado', 'premios', 'referencias', 'projekte', 'interessen', 'hobbys',
    'publikationen', 'ehrenamt', 'auszeichnungen', 'referenzen', 'projetos', 'interesses', 'publicações', 'prémios', 'prêmios', 'projekty',
    'zainteresowania', 'publikacje', 'wolontariat', 'nagrody', 'progetti personali', 'attività di volontariato', 'projets personnels',
    'engagement associatif', 'proyectos personales', 'ehrenamtliches engagement', 'trabalho voluntário', 'projetos pessoais'],
}

const HEADING_KIND = new Map<string, Exclude<SectionKind, 'header'>>(
  Object.entries(HEADINGS).flatMap(([kind, phrases]) => phrases.map((phrase) => [headingKey(phrase), kind as Exclude<SectionKind, 'header'>])),
)

/** The headings by their letters alone: a letter-spaced heading of two words ("W O R K E X P E R I E N C E") loses its word gap in a text layer. */
const HEADING_KIND_BY_LETTERS = new Map([...HEADING_KIND].map(([key, kind]) => [key.replace(/ /g, ''), kind]))

/** A heading as its key: lower case, accents off ("EXPÉRIENCE", "Expérience :" and "experience" meet), punctuation out. */
function headingKey(text: string): string {
  // A theme's letter-spaced heading ("E X P E R I E N C E") comes out of a PDF as single letters.
  const spaced = /^\p{L}(?: \p{L}){3,}$/u.test(text.trim()) ? text.replace(/ /g, '') : text
  return spaced
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[:|]+\s*$/, '')
    .replace(/[^\p{L}&\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The section a line names when it is a heading ("WORK EXPERIENCE", "Skills:"), else null. */
export function headingKind(text: string): Exclude<SectionKind, 'header'> | null {
  if (text.length > 48 || /\d|@/.test(text)) return null
  const key = headingKey(text)
  const known = HEADING_KIND.get(key)
  if (known) return known
  // Letter by letter, the words' gap lost or kept ("W O R K E X P E R I E N C E", "W O R K  E X P E R I E N C E").
  const letterSpaced = /^\p{L}(?: {1,3}\p{L}){3,}$/u.test(text.trim()) ? HEADING_KIND_BY_LETTERS.get(key.replace(/ /g, '')) : undefined
  if (letterSpaced) return letterSpaced
  // A letter-spaced heading whose spaces the text layer kept only in part ("CONTAT TI", "E DUCATION"): in capitals,
  // a short word broken off is no word of a heading, so the letters read together.
  const joined = text === text.toUpperCase() && /\s/.test(key) && key.split(' ').some((word) => word.length <= 2) ? HEADING_KIND.get(key.replace(/ /g, '')) : undefined
  if (joined) return joined
  // "Competenze e lingue", "Kenntnisse & Sprachen", "Skills and Tools": headings joined by "and" in some language are the first one's section.
  const parts = key.split(/ (?:&|and|e|et|y|und|i|en) /)
  const kinds = parts.map((part) => HEADING_KIND.get(part))
  return parts.length > 1 && kinds.every((kind) => kind !== undefined) ? (kinds[0] ?? null) : null
}
