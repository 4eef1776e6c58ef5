// One report's Word document: the template merged with the report's data by docxtemplater (the
// placeholder syntax the template check accepted, shared/report-templates.ts), pictures placed by
// docx-images.ts. A template that cannot be merged is refused with docxtemplater's own explanation.
import type Docxtemplater from 'docxtemplater';
import type PizZip from 'pizzip';
import { SIGNATURE_IMAGES } from '../../../shared/report-templates';
import { REPORT_GENERATION_LIMITS, REPORT_GENERATION_TEXTS } from '../../../shared/report-generation';
import { AppError } from '../../errors';
import { loadPackage } from '../../load-package';
import { RESULT_CODES } from '../../../shared/api-types';
import { addImages, imageModule } from './docx-images';
import type { ImageSource } from './docx-images';
import type { ReportImage } from './report-data';

const BODY = 'word/document.xml';
/** Namespaces a drawing needs on the body's root element (Word always declares them; others may not). */
const DRAWING_NAMESPACES = {
  'xmlns:wp': 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing',
  'xmlns:r': 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
} as const;

/** Reads the bytes of a stored upload, or null when it is gone. */
export type StoredFileBytes = (storedPath: string) => Promise<Buffer | null>;

const isImage = (value: unknown): value is ReportImage =>
  typeof value === 'object' && value !== null && typeof (value as ReportImage).storedPath === 'string';

/** Every image the data holds, top level and in list rows. */
function imagesOf(fields: Readonly<Record<string, unknown>>): string[] {
  const paths: string[] = [];
  for (const value of Object.values(fields)) {
    if (isImage(value)) paths.push(value.storedPath);
    if (Array.isArray(value))
      for (const row of value as Record<string, unknown>[])
        for (const cell of Object.values(row)) if (isImage(cell)) paths.push(cell.storedPath);
  }
  return [...new Set(paths)];
}

function declareNamespaces(zip: PizZip): void {
  const body = zip.file(BODY)?.asText();
  if (!body) return;
  const root = /<w:document\b[^>]*>/.exec(body);
  if (!root) return;
  const missing = Object.entries(DRAWING_NAMESPACES).filter(([name]) => !root[0].includes(`${name}=`));
  if (missing.length === 0) return;
  const extra = missing.map(([name, uri]) => ` ${name}="${uri}"`).join('');
  zip.file(BODY, body.replace(root[0], root[0].replace(/^<w:document\b/, `<w:document${extra}`)));
}

/** Explains a docxtemplater error in one line (its multi-error lists each tag's problem). */
function explain(error: unknown): string {
  const properties = (
    error as { properties?: { errors?: { message?: string; properties?: { explanation?: string } }[] } }
  ).properties;
  const first = properties?.errors?.[0];
  return first?.properties?.explanation ?? first?.message ?? (error as Error).message ?? String(error);
}

/** The merged document. */
export async function renderReport(
  template: Buffer,
  fields: Readonly<Record<string, unknown>>,
  readFile: StoredFileBytes,
): Promise<Buffer> {
  const Zip = loadPackage<typeof PizZip>('pizzip');
  let zip: PizZip;
  try {
    zip = new Zip(template);
  } catch {
    throw new AppError(RESULT_CODES.error, REPORT_GENERATION_TEXTS.templateFailed('不是有效的 Word 文档'));
  }
  const sources: ImageSource[] = [];
  for (const storedPath of imagesOf(fields)) {
    const bytes = await readFile(storedPath);
    if (bytes) sources.push({ key: storedPath, bytes });
  }
  declareNamespaces(zip);
  const placed = addImages(zip, sources);
  const { photoBox, signatureBox } = REPORT_GENERATION_LIMITS;
  const module = imageModule(
    placed,
    (tag) => (SIGNATURE_IMAGES.has(tag) ? signatureBox : photoBox),
    (value) => (isImage(value) ? value.storedPath : null),
  );
  try {
    const Template = loadPackage<typeof Docxtemplater>('docxtemplater');
    const document = new Template(zip, {
      modules: [module],
      paragraphLoop: true,
      linebreaks: true,
      nullGetter: () => '',
      // Errors are answered to the user (templateFailed), not written to the console.
      errorLogging: false,
    });
    document.render(fields);
    return document.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
  } catch (error) {
    throw new AppError(RESULT_CODES.error, REPORT_GENERATION_TEXTS.templateFailed(explain(error)));
  }
}
