/**
 * pdf.js 5 (inside unpdf) builds a page's operator list, which rendering and font names need,
 * with `ArrayBuffer.prototype.transferToFixedLength`: Node 22 has it, Node 20 does not. This
 * copies instead of transferring, which is all pdf.js relies on.
 */
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length?: number): ArrayBuffer {
      const size = length ?? this.byteLength
      const copy = new ArrayBuffer(size)
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(size, this.byteLength)))
      return copy
    },
  })
}
