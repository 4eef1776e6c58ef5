// The zip container of our .xlsx files, written as it goes: each entry's local header, its deflated
// bytes and (for streamed entries) a data descriptor go straight into the output, and the central
// directory follows the last entry. Nothing but the entry being written is held in memory.
//
// Compression runs in Node's zlib on the libuv thread pool, so on a 2-core machine the deflate of
// one chunk overlaps with the building of the next one's XML on the main thread. Entries grow past
// 4 GiB (uncompressed) or the archive past 4 GiB only with ZIP64 records, which are written when
// needed, as Go's archive/zip does: in the central directory and the data descriptor.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import type { DeflateRaw, ZlibOptions } from 'node:zlib';

const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const END_SIGNATURE = 0x06054b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EXTRA = 0x0001;
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAG_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const METHOD_DEFLATE = 8;
const VERSION = 20;
const VERSION_ZIP64 = 45;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;

/** Largest value a 32-bit field holds before ZIP64 takes over (lowered only by tests). */
export const ZIP64_LIMIT = MAX_32;

export interface ZipWriterOptions {
  /** zlib deflate level, 1 (fast) to 9 (small). */
  level?: number;
  /** Bytes (uncompressed) of a streamed entry queued for the compressor before `write` waits. */
  queueBytes?: number;
  /** Sizes and offsets from this value on are written as ZIP64 (tests lower it). */
  zip64Limit?: number;
  /** Modification time of every entry. */
  date?: Date;
}

interface CentralEntry {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** What a streamed entry's writer offers; `write` resolves when more may be written. */
export interface ZipEntryStream {
  /**
   * Queues bytes; awaits only when the compressor (or the output behind it) is behind. `consumed`
   * is called once the compressor has read them (their memory may then be reused).
   */
  write(chunk: Buffer, consumed?: () => void): Promise<void> | void;
  end(): Promise<void>;
}

function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/**
 * Settles when `event` fires on `source`, or when the output closes or fails first (then the caller
 * finds out through its own watch on the output). Listeners are removed either way.
 */
async function until(source: NodeJS.EventEmitter, event: string, output: Writable): Promise<void> {
  if (output.destroyed) return;
  const controller = new AbortController();
  const stop = () => controller.abort();
  output.once('close', stop);
  output.once('error', stop);
  try {
    await once(source, event, { signal: controller.signal });
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    output.off('close', stop);
    output.off('error', stop);
  }
}

export class ZipWriter {
  private readonly output: Writable;
  private readonly level: number;
  private readonly queueBytes: number;
  private readonly limit: number;
  private readonly stamp: { time: number; day: number };
  private readonly entries: CentralEntry[] = [];
  private offset = 0;
  private open = false;
  private current: DeflateRaw | undefined;

  constructor(output: Writable, options: ZipWriterOptions = {}) {
    this.output = output;
    this.level = options.level ?? constants.Z_DEFAULT_COMPRESSION;
    this.queueBytes = options.queueBytes ?? 1024 * 1024;
    this.limit = options.zip64Limit ?? ZIP64_LIMIT;
    this.stamp = dosDateTime(options.date ?? new Date());
  }

  /** Writes to the output, waiting while it is full. */
  private async put(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (!this.output.write(bytes)) await until(this.output, 'drain', this.output);
  }

  private localHeader(name: Buffer, flags: number, crc: number, compressed: number, size: number): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_SIGNATURE, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(METHOD_DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.day, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(compressed, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    return Buffer.concat([header, name]);
  }

  private claim(): void {
    if (this.open) throw new Error('a zip entry is still being written');
  }

  /** A small entry whose content is known: compressed at once, sizes in its local header. */
  async add(name: string, content: string | Buffer): Promise<void> {
    this.claim();
    const data = typeof content === 'string' ? Buffer.from(content) : content;
    const packed = deflateRawSync(data, { level: this.level });
    const entry: CentralEntry = {
      name: Buffer.from(name),
      flags: FLAG_UTF8,
      crc: crc32(data),
      compressed: packed.length,
      size: data.length,
      offset: this.offset,
    };
    if (entry.size >= this.limit || entry.compressed >= this.limit) {
      throw new Error(`zip entry ${name} is too large to be added whole`);
    }
    this.entries.push(entry);
    await this.put(this.localHeader(entry.name, entry.flags, entry.crc, entry.compressed, entry.size));
    await this.put(packed);
  }

  /** A streamed entry: its bytes are compressed as they come, sizes follow in a data descriptor. */
  async stream(name: string): Promise<ZipEntryStream> {
    this.claim();
    this.open = true;
    const entry: CentralEntry = {
      name: Buffer.from(name),
      flags: FLAG_UTF8 | FLAG_DESCRIPTOR,
      crc: 0,
      compressed: 0,
      size: 0,
      offset: this.offset,
    };
    await this.put(this.localHeader(entry.name, entry.flags, 0, 0, 0));
    // zlib hands its options on to Transform, whose queue size the typings leave out.
    const deflate: DeflateRaw = createDeflateRaw({
      level: this.level,
      writableHighWaterMark: this.queueBytes,
    } as ZlibOptions);
    this.current = deflate;
    let failure: Error | undefined;
    deflate.on('error', (error) => (failure ??= error));
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
    });
    // pipe() pauses the compressor while the output is full; the output stays open for the rest.
    deflate.pipe(this.output, { end: false });
    const check = () => {
      if (failure) throw failure;
    };

    return {
      write: (chunk, consumed) => {
        check();
        entry.crc = crc32(chunk, entry.crc);
        entry.size += chunk.length;
        if (!deflate.write(chunk, consumed && (() => consumed())))
          return until(deflate, 'drain', this.output).then(check);
        return undefined;
      },
      end: async () => {
        check();
        const ended = until(deflate, 'end', this.output);
        deflate.end();
        await ended;
        check();
        this.offset += entry.compressed;
        const zip64 = entry.size >= this.limit || entry.compressed >= this.limit;
        const descriptor = Buffer.alloc(zip64 ? 24 : 16);
        descriptor.writeUInt32LE(DESCRIPTOR_SIGNATURE, 0);
        descriptor.writeUInt32LE(entry.crc, 4);
        if (zip64) {
          descriptor.writeBigUInt64LE(BigInt(entry.compressed), 8);
          descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
        } else {
          descriptor.writeUInt32LE(entry.compressed, 8);
          descriptor.writeUInt32LE(entry.size, 12);
        }
        this.entries.push(entry);
        this.open = false;
        this.current = undefined;
        await this.put(descriptor);
      },
    };
  }

  /** Gives up: releases the compressor of an entry left open (the caller destroys the output). */
  abort(): void {
    this.current?.unpipe(this.output);
    this.current?.destroy();
    this.current = undefined;
  }

  private centralRecord(entry: CentralEntry): Buffer {
    const big: bigint[] = [];
    const field = (value: number) => {
      if (value < this.limit) return value;
      big.push(BigInt(value));
      return MAX_32;
    };
    // The ZIP64 extra field holds, in this order, only the values that did not fit.
    const size = field(entry.size);
    const compressed = field(entry.compressed);
    const offset = field(entry.offset);
    const extra = Buffer.alloc(big.length > 0 ? 4 + 8 * big.length : 0);
    if (big.length > 0) {
      extra.writeUInt16LE(ZIP64_EXTRA, 0);
      extra.writeUInt16LE(8 * big.length, 2);
      big.forEach((value, i) => extra.writeBigUInt64LE(value, 4 + 8 * i));
    }
    const version = big.length > 0 ? VERSION_ZIP64 : VERSION;
    const record = Buffer.alloc(46);
    record.writeUInt32LE(CENTRAL_SIGNATURE, 0);
    record.writeUInt16LE(version, 4);
    record.writeUInt16LE(version, 6);
    record.writeUInt16LE(entry.flags, 8);
    record.writeUInt16LE(METHOD_DEFLATE, 10);
    record.writeUInt16LE(this.stamp.time, 12);
    record.writeUInt16LE(this.stamp.day, 14);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(compressed, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(entry.name.length, 28);
    record.writeUInt16LE(extra.length, 30);
    // Comment length, disk, internal and external attributes: 0.
    record.writeUInt32LE(offset, 42);
    return Buffer.concat([record, entry.name, extra]);
  }

  /** Writes the central directory and ends the output. */
  async finish(): Promise<void> {
    this.claim();
    const start = this.offset;
    const central = Buffer.concat(this.entries.map((entry) => this.centralRecord(entry)));
    const count = this.entries.length;
    const parts = [central];
    const zip64 = start >= this.limit || central.length >= this.limit || count >= MAX_16;
    if (zip64) {
      const end64 = Buffer.alloc(56);
      end64.writeUInt32LE(ZIP64_END_SIGNATURE, 0);
      end64.writeBigUInt64LE(44n, 4);
      end64.writeUInt16LE(VERSION_ZIP64, 12);
      end64.writeUInt16LE(VERSION_ZIP64, 14);
      end64.writeBigUInt64LE(BigInt(count), 24);
      end64.writeBigUInt64LE(BigInt(count), 32);
      end64.writeBigUInt64LE(BigInt(central.length), 40);
      end64.writeBigUInt64LE(BigInt(start), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(ZIP64_LOCATOR_SIGNATURE, 0);
      locator.writeBigUInt64LE(BigInt(start + central.length), 8);
      locator.writeUInt32LE(1, 16);
      parts.push(end64, locator);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_SIGNATURE, 0);
    end.writeUInt16LE(Math.min(count, MAX_16), 8);
    end.writeUInt16LE(Math.min(count, MAX_16), 10);
    end.writeUInt32LE(Math.min(central.length, MAX_32), 12);
    end.writeUInt32LE(zip64 ? MAX_32 : start, 16);
    parts.push(end);
    await this.put(Buffer.concat(parts));
    this.output.end();
  }
}
