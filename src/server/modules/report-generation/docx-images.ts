// Images in generated Word documents (`{%name}` tags): docxtemplater's own image module is not free,
// and the free fork depends on an unmaintained XML parser, so this small module does it. Every image
// a report needs is known before rendering (signatures, hazard photos), so they are added to the
// package first — media part, relationship of the body, content type — and the tag renders a
// <w:drawing> naming that relationship, sized to fit its box with the picture's proportions.
import type * as ImageSize from 'image-size';
import { loadPackage } from '../../load-package';
import type PizZip from 'pizzip';

/** English Metric Units per centimetre (OOXML drawing measures). */
const EMU_PER_CM = 360_000;
const BODY_RELS = 'word/_rels/document.xml.rels';
const CONTENT_TYPES = '[Content_Types].xml';
const IMAGE_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';
const MEDIA_TYPES = { png: 'image/png', jpeg: 'image/jpeg', jpg: 'image/jpeg', gif: 'image/gif' } as const;
const EMPTY_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';

/** The box an image of a tag fits in, by tag name (signatures are wide, photos 4:3). */
export interface ImageBox {
  widthCm: number;
  heightCm: number;
}

/** An image ready to be placed: its relationship id and size in EMU. */
interface PlacedImage {
  relId: string;
  width: number;
  height: number;
}

export interface ImageSource {
  key: string;
  bytes: Buffer;
}

/** Adds the images to the package (body relationships, media parts, content types). */
export function addImages(zip: PizZip, images: readonly ImageSource[]): Map<string, PlacedImage> {
  const placed = new Map<string, PlacedImage>();
  let rels = zip.file(BODY_RELS)?.asText() ?? EMPTY_RELS;
  let types = zip.file(CONTENT_TYPES)?.asText() ?? '';
  let n = 0;
  for (const { key, bytes } of images) {
    if (placed.has(key)) continue;
    let size: { width?: number; height?: number; type?: string };
    try {
      size = loadPackage<typeof ImageSize>('image-size').imageSize(bytes);
    } catch {
      continue; // Not a picture the document can hold: the tag renders nothing.
    }
    const type = size.type as keyof typeof MEDIA_TYPES | undefined;
    if (!type || !(type in MEDIA_TYPES) || !size.width || !size.height) continue;
    n += 1;
    const relId = `rIdAnzeImage${n}`;
    const extension = type === 'jpg' ? 'jpeg' : type;
    zip.file(`word/media/anze-image-${n}.${extension}`, bytes);
    rels = rels.replace(
      '</Relationships>',
      `<Relationship Id="${relId}" Type="${IMAGE_REL}" Target="media/anze-image-${n}.${extension}"/></Relationships>`,
    );
    if (types && !new RegExp(`<Default Extension="${extension}"`, 'i').test(types))
      types = types.replace(
        '</Types>',
        `<Default Extension="${extension}" ContentType="${MEDIA_TYPES[type]}"/></Types>`,
      );
    placed.set(key, { relId, width: size.width, height: size.height });
  }
  zip.file(BODY_RELS, rels);
  if (types) zip.file(CONTENT_TYPES, types);
  return placed;
}

/** Width and height in EMU of a picture fitted into a box, keeping its proportions. */
export function fitted(
  picture: { width: number; height: number },
  box: ImageBox,
): { cx: number; cy: number } {
  const scale = Math.min(
    (box.widthCm * EMU_PER_CM) / picture.width,
    (box.heightCm * EMU_PER_CM) / picture.height,
  );
  return { cx: Math.round(picture.width * scale), cy: Math.round(picture.height * scale) };
}

const drawing = (relId: string, id: number, cx: number, cy: number) =>
  `<w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="${cx}" cy="${cy}"/>` +
  `<wp:docPr id="${id}" name="图片 ${id}"/><wp:cNvGraphicFramePr><a:graphicFrameLocks xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" noChangeAspect="1"/></wp:cNvGraphicFramePr>` +
  `<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">` +
  `<pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="${id}" name="image${id}"/><pic:cNvPicPr/></pic:nvPicPr>` +
  `<pic:blipFill><a:blip r:embed="${relId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
  `<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr>` +
  `</pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing>`;

interface ModulePart {
  module?: string;
  value: string;
}
interface ModuleOptions {
  scopeManager: { getValue(name: string, context: { part: ModulePart }): unknown };
}

/**
 * The docxtemplater module of `{%name}` tags. A tag's value is an image key (or an object with one);
 * the drawing closes the tag's text element and opens it again, so it sits in the same run.
 */
export function imageModule(
  placed: ReadonlyMap<string, PlacedImage>,
  boxOf: (tagName: string) => ImageBox,
  keyOf: (value: unknown) => string | null,
) {
  const name = 'AnzeImageModule';
  let nextId = 5000;
  return {
    name,
    matchers: (): [string, string, Record<string, unknown>][] => [['%', name, {}]],
    render(part: ModulePart, options: ModuleOptions) {
      if (part.module !== name) return null;
      const key = keyOf(options.scopeManager.getValue(part.value, { part }));
      const image = key ? placed.get(key) : undefined;
      if (!image) return { value: '', errors: [] };
      const { cx, cy } = fitted(image, boxOf(part.value));
      nextId += 1;
      return { value: `</w:t>${drawing(image.relId, nextId, cx, cy)}<w:t xml:space="preserve">`, errors: [] };
    },
  };
}
