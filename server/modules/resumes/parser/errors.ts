/** A file the parser cannot read, with the sentence the upload shows. */
export class UnreadableResumeError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause })
    this.name = 'UnreadableResumeError'
  }
}

export class DamagedPdfError extends UnreadableResumeError {
  constructor(cause: unknown) {
    super('This PDF is damaged and could not be read', cause)
    this.name = 'DamagedPdfError'
  }
}
