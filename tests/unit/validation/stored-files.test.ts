import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../src/shared/schema-language/entity';
import { storedFileName } from '../../../src/shared/uploads';
import { checkFieldValue } from '../../../src/shared/validation/field-values';
import { STORED_FILE_MESSAGES } from '../../../src/shared/validation/stored-files';

const HEX = '0123456789abcdef0123456789abcdef';
const IMAGE = `jeecg/${HEX}.png`;
const DOCUMENT = `jeecg/${HEX}/整改报告 (1).pdf`;
const NAMED_IMAGE = `jeecg/${HEX}/现场照片.jpg`;

const field = (control: 'image' | 'upload' | 'signature', maxCount?: number): FieldDefinition => ({
  key: 'files',
  label: '附件',
  type: 'string',
  length: 1000,
  form: { control, ...(maxCount === undefined ? {} : { maxCount }) },
});

describe('fields edited by an uploader', () => {
  it('accept stored paths only: images for an image field, images or documents for a file field', () => {
    expect(checkFieldValue(field('image'), `${IMAGE},${NAMED_IMAGE}`)).toBeNull();
    expect(checkFieldValue(field('upload'), `${IMAGE},${DOCUMENT}`)).toBeNull();
    expect(checkFieldValue(field('image'), DOCUMENT)).toBe(STORED_FILE_MESSAGES.notStoredImage);
    for (const hostile of [
      'https://evil.example/a.png',
      'javascript:alert(1)',
      `../${HEX}.png`,
      `jeecg/${HEX}/../../anze.sqlite`,
      `jeecg/${HEX}/a.exe`,
      `jeecg/${HEX}/.hidden.pdf`,
    ])
      expect(checkFieldValue(field('upload'), hostile), hostile).toBe(STORED_FILE_MESSAGES.notStoredFile);
  });

  it('hold at most form.maxCount files; 0 means no limit', () => {
    expect(checkFieldValue(field('upload', 1), `${IMAGE},${DOCUMENT}`)).toBe(
      STORED_FILE_MESSAGES.tooManyFiles(1),
    );
    expect(checkFieldValue(field('upload', 0), `${IMAGE},${DOCUMENT}`)).toBeNull();
  });

  it('take exactly one stored image for a signature', () => {
    expect(checkFieldValue(field('signature'), `signature/${HEX}/signature.png`)).toBeNull();
    for (const refused of [
      DOCUMENT,
      `${IMAGE},${NAMED_IMAGE}`,
      'https://evil.example/s.png',
      'data:image/png;base64,AA',
    ])
      expect(checkFieldValue(field('signature'), refused), refused).toBe(STORED_FILE_MESSAGES.notSignature);
  });

  it('show the uploader’s name', () => {
    expect(storedFileName(DOCUMENT)).toBe('整改报告 (1).pdf');
    expect(storedFileName(NAMED_IMAGE)).toBe('现场照片.jpg');
    expect(storedFileName(IMAGE)).toBe(`${HEX}.png`);
  });
});
