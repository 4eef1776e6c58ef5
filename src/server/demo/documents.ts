// The bytes of the demo's downloadable files (文件下载): plain UTF-8 text, a CSV table Excel opens
// (UTF-8 with its byte-order mark) and a one-page PDF whose Chinese text uses the reader's built-in
// Song font (STSong-Light, Adobe-GB1, UniGB-UCS2-H: nothing embedded, a few hundred bytes).

export type DocumentExtension = 'txt' | 'csv' | 'pdf';

export function textDocument(lines: readonly string[]): Buffer {
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export function csvDocument(rows: readonly (readonly string[])[]): Buffer {
  const text = rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

const PAGE = { width: 595, height: 842, margin: 56, fontSize: 12, leading: 20 } as const;
/** Characters of a line at the font size (Chinese characters are one em wide). */
const LINE_CHARS = Math.floor((PAGE.width - 2 * PAGE.margin) / PAGE.fontSize);

/** A text as the font's UCS-2 hex string. */
const ucs2Hex = (text: string) =>
  [...text].map((c) => (c.codePointAt(0)! & 0xffff).toString(16).padStart(4, '0')).join('');

/** Lines broken to the page's width. */
function wrapped(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const chars = [...line];
    if (chars.length === 0) out.push('');
    for (let i = 0; i < chars.length; i += LINE_CHARS) out.push(chars.slice(i, i + LINE_CHARS).join(''));
  }
  return out;
}

/** A one-page PDF of the lines (the first as the title); what does not fit the page is left out. */
export function pdfDocument(lines: readonly string[]): Buffer {
  const fit = Math.floor((PAGE.height - 2 * PAGE.margin) / PAGE.leading);
  const text = wrapped(lines)
    .slice(0, fit)
    .map((line, i) => `${i === 0 ? '' : `0 -${PAGE.leading} Td `}<${ucs2Hex(line)}> Tj`)
    .join('\n');
  const content = `BT /F1 ${PAGE.fontSize} Tf ${PAGE.margin} ${PAGE.height - PAGE.margin} Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function documentBytes(extension: DocumentExtension, lines: readonly string[]): Buffer {
  if (extension === 'pdf') return pdfDocument(lines);
  if (extension === 'csv') return csvDocument(lines.map((line) => line.split('\t')));
  return textDocument(lines);
}
