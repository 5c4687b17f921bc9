/** pbf ships no types: the part of its API the gazetteer reads cities.pbf with. */
declare module 'pbf' {
  export default class Pbf {
    constructor(buffer: Uint8Array)
    pos: number
    length: number
    readMessage<T>(read: (tag: number, result: T, pbf: Pbf) => void, result: T): T
    readSVarint(): number
    readVarint(): number
    readString(): string
    skip(value: number): void
  }
}
