// The text of a Word (.docx) file as a template engine sees it: a .docx is a zip whose body,
// headers and footers are WordprocessingML parts; Word splits what the user typed into runs
// (<w:r><w:t>…</w:t></w:r>) wherever formatting, spell-checking or editing history changed, so a
// placeholder like {enterpriseName} may be spread over several <w:t> elements. Joining the text of
// every <w:t> of a part gives back what the user typed.
import type JSZip from 'jszip';
import { loadPackage } from '../load-package';

/** The parts a template's placeholders may sit in: the body, then headers and footers. */
const TEXT_PART = /^word\/(document|header\d*|footer\d*)\.xml$/;
const BODY_PART = 'word/document.xml';
/**
 * Bytes of XML read from one part at most: the upload is capped at 10 MB, but a zip may inflate far
 * beyond that (a "zip bomb"), so parts are read as a stream and given up past this.
 */
export const MAX_PART_BYTES = 20 * 1024 * 1024;

// <w:t>, <w:t xml:space="preserve"> (not <w:tab/>, <w:tbl>, …); an empty <w:t/> holds no text.
const TEXT_ELEMENT = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g;
const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const decodeXml = (text: string) =>
  text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });

/** The joined text of one WordprocessingML part. */
export function partText(xml: string): string {
  let text = '';
  for (const match of xml.matchAll(TEXT_ELEMENT)) text += decodeXml(match[1]!);
  return text;
}

class TooLarge extends Error {}

function readCapped(entry: JSZip.JSZipObject): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const stream = entry.nodeStream('nodebuffer');
    stream
      .on('data', (chunk: Buffer) => {
        length += chunk.length;
        if (length > MAX_PART_BYTES) {
          // Stops inflating: the rest of a bomb is never produced.
          stream.pause();
          reject(new TooLarge());
          return;
        }
        chunks.push(chunk);
      })
      .on('error', reject)
      .on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/**
 * The joined text of the body, headers and footers of a .docx, body first; null when the bytes are
 * not a readable .docx (not a zip, no word/document.xml, a part too large).
 */
export async function docxTexts(bytes: Uint8Array): Promise<string[] | null> {
  try {
    const zip = await loadPackage<typeof JSZip>('jszip').loadAsync(bytes);
    const names = Object.keys(zip.files).filter((name) => TEXT_PART.test(name));
    if (!names.includes(BODY_PART)) return null;
    names.sort((a, b) => (a === BODY_PART ? -1 : b === BODY_PART ? 1 : a.localeCompare(b)));
    const texts: string[] = [];
    for (const name of names) texts.push(partText(await readCapped(zip.files[name]!)));
    return texts;
  } catch {
    // A broken zip, a damaged entry or an oversized part: the file is not a template we can read.
    return null;
  }
}
