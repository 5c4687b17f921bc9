import { describe, expect, it } from 'vitest'
import { renderMail } from './render'

describe('renderMail', () => {
  it('links words to a link field holding an address, and writes them with the note when it holds none, in any template', () => {
    const template = { subject: 'Next steps', body: 'Read [your offer]({{ offer.link }}) or [pick a time]( {{ scheduling.link }} ).' }
    const linked = renderMail(
      template,
      { 'offer.link': 'https://acme.example/careers/offer/?token=abc', 'scheduling.link': 'https://acme.example/careers/schedule/?token=def' },
      'Acme',
    )
    expect(linked.html).toContain('<a href="https://acme.example/careers/offer/?token=abc" rel="noopener noreferrer nofollow">your offer</a>')
    expect(linked.html).toContain('<a href="https://acme.example/careers/schedule/?token=def" rel="noopener noreferrer nofollow">pick a time</a>')

    const noted = renderMail(template, { 'offer.link': 'the link to it was emailed to you', 'scheduling.link': 'sent [separately]' }, 'Acme')
    expect(noted.body).toBe('Read your offer (the link to it was emailed to you) or pick a time (sent \\[separately\\]).')
    expect(noted.html).not.toContain('<a ')
    expect(noted.text).toContain('Read your offer (the link to it was emailed to you) or pick a time (sent [separately]).')
  })
})
