import { Document, Packer, Paragraph } from 'docx'
import { PDFDocument, StandardFonts } from 'pdf-lib'

/** A person as a generated resume shows them; empty contact fields are left off the page. */
export interface ResumePerson {
  name: string
  email?: string
  phone?: string
  location?: string
  title?: string
  skills?: string[]
  /** Anything else on the page, e.g. a line that makes two resumes' bytes differ. */
  extra?: string[]
}

function resumeLines(person: ResumePerson): string[] {
  const contact = [person.email, person.phone, person.location].filter(Boolean).join(' | ')
  return [
    person.name,
    ...(contact ? [contact] : []),
    person.title ?? 'Software Engineer',
    'Experience',
    `${person.title ?? 'Software Engineer'}, Analytical Engines Ltd`,
    'Jan 2018 - Present',
    'Skills',
    (person.skills ?? ['Python', 'SQL']).join(', '),
    'Education',
    'University of London, BSc Mathematics, 2012',
    ...(person.extra ?? []),
  ]
}

/** A one-page PDF resume with a text layer. */
export async function resumePdf(person: ResumePerson): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([612, 792])
  const font = await doc.embedFont(StandardFonts.Helvetica)
  resumeLines(person).forEach((line, index) => page.drawText(line, { x: 50, y: 740 - index * 18, size: index === 0 ? 18 : 11, font }))
  return doc.save()
}

/** The same resume as a Word document. */
export async function resumeDocx(person: ResumePerson): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: resumeLines(person).map((line) => new Paragraph(line)) }] })
  return new Uint8Array(await Packer.toBuffer(doc))
}

export const PDF_TYPE = 'application/pdf'
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
