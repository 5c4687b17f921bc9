import { describe, expect, it } from 'vitest'
import { readLogoImage } from './logo-image'
import { sanitizeSvg } from './svg-sanitizer'

const encode = (text: string) => new TextEncoder().encode(text)
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe('readLogoImage', () => {
  it('recognises PNG, JPEG and WebP by their magic numbers', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])
    const webp = Uint8Array.from([...encode('RIFF'), 0x24, 0, 0, 0, ...encode('WEBPVP8 ')])

    expect(readLogoImage(png)).toMatchObject({ extension: 'png', contentType: 'image/png', bytes: png })
    expect(readLogoImage(jpeg)).toMatchObject({ extension: 'jpg', contentType: 'image/jpeg' })
    expect(readLogoImage(webp)).toMatchObject({ extension: 'webp', contentType: 'image/webp' })
  })

  it('refuses other files whatever they are called', () => {
    expect(readLogoImage(encode('GIF89a....'))).toBeNull()
    expect(readLogoImage(encode('%PDF-1.7'))).toBeNull()
    expect(readLogoImage(encode('<html><body>hi</body></html>'))).toBeNull()
    expect(readLogoImage(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x41, 0x56, 0x49, 0x20]))).toBeNull()
    expect(readLogoImage(Uint8Array.from([0xc3, 0x28, 0xa0, 0xa1]))).toBeNull()
  })

  it('accepts an SVG document, with or without an XML declaration, and returns it sanitised', () => {
    const svg = readLogoImage(
      encode('\uFEFF<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="4"/></svg>'),
    )
    expect(svg?.contentType).toBe('image/svg+xml')
    expect(decode(svg!.bytes)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4"></rect></svg>')
  })

  it('refuses XML that is not SVG and SVG that is not well-formed', () => {
    expect(readLogoImage(encode('<html xmlns="http://www.w3.org/1999/xhtml"/>'))).toBeNull()
    expect(readLogoImage(encode('<svg><rect></svg>'))).toBeNull()
    expect(readLogoImage(encode('<svg>no namespace</svg>'))).toBeNull()
  })
})

describe('sanitizeSvg', () => {
  const wrap = (body: string, rootAttributes = '') =>
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${rootAttributes}>${body}</svg>`

  it('keeps the drawing: shapes, gradients, local references, text and styles', () => {
    const source = wrap(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<style>.a { fill: url(#g) } .b > .c { stroke: red }</style>' +
        '<path class="a" d="M0 0h10v10z" fill="url(#g)"/><use xlink:href="#g"/>' +
        '<text x="1" y="2" xml:space="preserve">Acme &amp; Co</text>',
      ' viewBox="0 0 10 10" width="10"',
    )
    expect(sanitizeSvg(source)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"></stop></linearGradient></defs>' +
        '<style>.a { fill: url(#g) } .b &gt; .c { stroke: red }</style>' +
        '<path class="a" d="M0 0h10v10z" fill="url(#g)"></path><use href="#g"></use>' +
        '<text x="1" y="2" xml:space="preserve">Acme &amp; Co</text></svg>',
    )
  })

  it('drops scripts, foreignObject, links, images and animation with everything inside them', () => {
    const result = sanitizeSvg(
      wrap(
        '<script>alert(1)</script><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
          '<a href="https://evil.test"><rect width="1"/></a><image href="https://evil.test/x.png"/>' +
          '<set attributeName="href" to="javascript:alert(1)"/><animate attributeName="x"/><circle r="1"/>',
      ),
    )
    expect(result).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"></circle></svg>')
  })

  it('drops event handlers, external and javascript: references and unknown attributes', () => {
    const result = sanitizeSvg(
      wrap(
        '<rect onload="alert(1)" onclick="x()" width="1" data-x="1"/>' +
          '<use href="https://evil.test/sprite.svg#a"/><use xlink:href="javascript:alert(1)"/>' +
          '<rect fill="url(https://evil.test/p)" style="background:url(//evil.test/x)"/>' +
          '<rect style="fill:red;behavior:url(#x)"/><rect style="fill:\\75rl(x)"/>',
        ' onload="alert(1)"',
      ),
    )
    expect(result).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"></rect><use></use><use></use>' +
        '<rect></rect><rect></rect><rect></rect></svg>',
    )
  })

  it('drops style sheets that import or load anything', () => {
    expect(sanitizeSvg(wrap('<style>@import url(https://evil.test/a.css);</style>'))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><style></style></svg>',
    )
    expect(sanitizeSvg(wrap('<style><![CDATA[rect { fill: url("https://evil.test") }]]></style>'))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><style></style></svg>',
    )
  })

  it('drops styles that load an image or font without url(): image-set, image, cross-fade, element, src, @font-face', () => {
    const loading = [
      'fill: image-set("https://evil.test/a.png" 1x)',
      'fill: -webkit-image-set("//evil.test/a.png" 1x)',
      "fill: image('https://evil.test/a.png')",
      'fill: cross-fade(url(#g), "https://evil.test/a.png")',
      'fill: element(#secret)',
      'fill: image-set(/* a comment */ "https://evil.test/a.png")',
      'font-family: src("https://evil.test/f.woff")',
    ]
    for (const style of loading) {
      expect(sanitizeSvg(wrap(`<rect style="${style.replaceAll('"', '&quot;')}"/>`)), style).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect></rect></svg>')
      expect(sanitizeSvg(wrap(`<style>rect { ${style} }</style>`)), style).toBe('<svg xmlns="http://www.w3.org/2000/svg"><style></style></svg>')
    }
    expect(sanitizeSvg(wrap('<style>@font-face { font-family: x; src: url(#f) }</style>'))).toBe('<svg xmlns="http://www.w3.org/2000/svg"><style></style></svg>')
    // What a logo's style sheet says otherwise stays.
    expect(sanitizeSvg(wrap('<style>text { font-family: "Segoe UI", sans-serif; fill: url(#g) }</style>'))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><style>text { font-family: "Segoe UI", sans-serif; fill: url(#g) }</style></svg>',
    )
  })

  it('drops elements of other namespaces and never expands custom entities', () => {
    expect(sanitizeSvg(wrap('<x:evil xmlns:x="urn:x"><rect/></x:evil><rect/>'))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect></rect></svg>',
    )
    expect(() => sanitizeSvg('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>')).toThrow()
  })
})
