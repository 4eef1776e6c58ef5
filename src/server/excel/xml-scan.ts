// A minimal streaming XML scanner for the small parts of an .xlsx and its shared strings: fed text
// chunk by chunk, it reports start tags (name without its namespace prefix, raw attribute text), end
// tags and, only while the handler asks for it, decoded text. (Worksheets have their own, faster
// reader: sheet-rows.ts.)
// Comments, processing instructions and the doctype are skipped, CDATA is text. It checks no
// well-formedness beyond what it needs to find the tags: a damaged part is caught by inflate, a
// part cut off inside a tag by `end`.

export interface XmlHandler {
  /** Read by the scanner before each text run: whether to decode and report it. */
  readonly wantsText: boolean;
  open(name: string, attributes: string, selfClosing: boolean): void;
  close(name: string): void;
  text(text: string): void;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;

/** Text with XML's character and entity references replaced. */
export function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/** Where `name=` starts as a whole attribute name in the raw attribute text, or -1. */
function attributeAt(attributes: string, name: string): number {
  for (let at = attributes.indexOf(`${name}=`); at >= 0; at = attributes.indexOf(`${name}=`, at + 1)) {
    const before = attributes.charCodeAt(at - 1);
    if (isSpace(before) || (before === 0x3a /* : */ && name[0] === ':')) return at;
  }
  return -1;
}

/** An attribute's decoded value in a start tag's raw attribute text ('r:id' matches any prefix: 'x:id'). */
export function attribute(attributes: string, name: string): string | undefined {
  let at = attributeAt(attributes, name);
  let quoteAt = at + name.length + 1;
  if (at < 0 && name.includes(':')) {
    // The same namespace under another prefix.
    const local = name.slice(name.indexOf(':'));
    at = attributeAt(attributes, local);
    quoteAt = at + local.length + 1;
  }
  if (at < 0) return undefined;
  const quote = attributes[quoteAt];
  if (quote !== '"' && quote !== "'") return undefined;
  const end = attributes.indexOf(quote, quoteAt + 1);
  return end < 0 ? undefined : decodeXml(attributes.slice(quoteAt + 1, end));
}

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/** Skipped constructs: their opening and what ends them. */
const SKIPPED: readonly (readonly [string, string])[] = [
  ['<!--', '-->'],
  ['<?', '?>'],
  ['<!', '>'],
];
const CDATA = '<![CDATA[';

export class XmlScanner {
  private carry = '';

  constructor(private readonly handler: XmlHandler) {}

  write(chunk: string): void {
    const text = this.carry ? this.carry + chunk : chunk;
    const handler = this.handler;
    let at = 0;
    for (;;) {
      const lt = text.indexOf('<', at);
      if (lt < 0 || lt + 1 >= text.length) break;
      if (lt > at && handler.wantsText) handler.text(decodeXml(text.slice(at, lt)));
      at = lt;
      const next = text[lt + 1];
      if (next === '!' || next === '?') {
        const end = this.special(text, lt);
        if (end < 0) break;
        at = end;
        continue;
      }
      const gt = text.indexOf('>', lt + 1);
      if (gt < 0) break;
      at = gt + 1;
      if (next === '/') {
        handler.close(localName(text.slice(lt + 2, gt).trim()));
        continue;
      }
      const selfClosing = text[gt - 1] === '/';
      const end = selfClosing ? gt - 1 : gt;
      let nameEnd = lt + 1;
      while (nameEnd < end && text.charCodeAt(nameEnd) > 0x20) nameEnd++;
      const name = localName(text.slice(lt + 1, nameEnd));
      handler.open(name, text.slice(nameEnd, end), selfClosing);
      if (selfClosing) handler.close(name);
    }
    this.carry = text.slice(at);
  }

  /** The part ended: anything left but text means it was cut off inside a tag. */
  end(): void {
    if (this.carry.includes('<')) throw new Error('xml: cut off inside a tag');
    if (this.carry && this.handler.wantsText) this.handler.text(decodeXml(this.carry));
    this.carry = '';
  }

  /** CDATA (reported as text), or a skipped construct: the offset after it, or -1 when it is cut off. */
  private special(text: string, lt: number): number {
    // Too short to tell what it is: wait for the next chunk.
    if (lt + CDATA.length > text.length) return -1;
    if (text.startsWith(CDATA, lt)) {
      const end = text.indexOf(']]>', lt + CDATA.length);
      if (end < 0) return -1;
      if (this.handler.wantsText) this.handler.text(text.slice(lt + CDATA.length, end));
      return end + 3;
    }
    const [open, close] = SKIPPED.find(([start]) => text.startsWith(start, lt)) ?? SKIPPED[2]!;
    const end = text.indexOf(close, lt + open.length);
    return end < 0 ? -1 : end + close.length;
  }
}
