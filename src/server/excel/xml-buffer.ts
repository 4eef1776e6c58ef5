// Sheet XML encoded as UTF-8 as it is made, row by row: a long string built by appending rows and
// encoded at once cost 4 times as much (V8 flattens it first, and one Chinese character makes all
// of it two bytes a character).

/** UTF-8 bytes a UTF-16 code unit may take. */
const MAX_BYTES_PER_CHAR = 3;
/** Room past a full chunk for the row that fills it (a longer row grows the buffer). */
const SLACK_BYTES = 64 * 1024;
/** Buffers kept for reuse: those in flight between a maker and its reader. */
const MAX_SPARES = 4;

export class XmlBuffer {
  private bytes: Buffer;
  private used = 0;
  /** Memory given back after use (`give`), taken again before allocating more. */
  private readonly spares: ArrayBuffer[] = [];

  /** `size`: the bytes a caller means to gather before taking them. */
  constructor(private readonly size: number) {
    this.bytes = this.allocate(size);
  }

  /**
   * Memory of its own (never Node's shared pool), so that it can be transferred to another thread.
   * Buffers dropped rather than given back are external memory V8 frees only at its next full
   * collection: tens of MB between two, in an export that makes little other garbage.
   */
  private allocate(size: number): Buffer {
    const needed = size + SLACK_BYTES;
    const spare = this.spares.findIndex((memory) => memory.byteLength >= needed);
    if (spare >= 0) return Buffer.from(this.spares.splice(spare, 1)[0]!);
    return Buffer.allocUnsafeSlow(needed);
  }

  /** Memory a taken buffer used, once its reader is done with it. */
  give(memory: ArrayBuffer): void {
    if (this.spares.length < MAX_SPARES) this.spares.push(memory);
  }

  /** Bytes gathered so far. */
  get length(): number {
    return this.used;
  }

  /** Encodes XML after what is gathered, making room when it might not fit. */
  append(xml: string): void {
    const room = xml.length * MAX_BYTES_PER_CHAR;
    if (this.used + room > this.bytes.length) {
      const grown = this.allocate(this.used + room);
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    this.used += this.bytes.write(xml, this.used);
  }

  /** The bytes gathered (at the start of a memory of their own); what follows goes into a new one. */
  take(): Buffer {
    const taken = this.bytes.subarray(0, this.used);
    // As large as the last one: rows alike fill it without growing it.
    this.bytes = this.allocate(Math.max(this.size, this.used));
    this.used = 0;
    return taken;
  }
}
