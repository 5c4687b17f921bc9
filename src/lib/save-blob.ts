/** Saves a file the app fetched (with the session's token, which a plain link would not send). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
