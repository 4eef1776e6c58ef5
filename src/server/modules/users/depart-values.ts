// The department fields a request may write (no parent, org code, status or flags: the server owns
// those), with the request schema that bounds them.
import { DEPART_TEXTS } from '../../../shared/users/texts';
import { Errors } from '../../errors';

export interface DepartBody {
  parentId?: string | null;
  departName?: string;
  departNameEn?: string | null;
  departNameAbbr?: string | null;
  departOrder?: number | null;
  description?: string | null;
  orgCategory?: string | null;
  mobile?: string | null;
  fax?: string | null;
  address?: string | null;
  memo?: string | null;
}

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

export const departWriteSchema = {
  type: 'object',
  required: ['departName'],
  properties: {
    id: { type: 'string', maxLength: 32 },
    parentId: text(32),
    departName: { type: 'string', maxLength: 100 },
    departNameEn: text(500),
    departNameAbbr: text(500),
    departOrder: { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000 },
    description: text(500),
    orgCategory: { type: ['string', 'null'], enum: ['1', '2', '3', null] },
    mobile: text(32),
    fax: text(32),
    address: text(100),
    memo: text(500),
  },
} as const;

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export function departValues(body: DepartBody) {
  const departName = body.departName?.trim();
  if (!departName) throw Errors.departInvalid(DEPART_TEXTS.nameRequired);
  return {
    departName,
    departNameEn: blankToNull(body.departNameEn),
    departNameAbbr: blankToNull(body.departNameAbbr),
    departOrder: body.departOrder ?? 0,
    description: blankToNull(body.description),
    orgCategory: body.orgCategory ?? '2',
    mobile: blankToNull(body.mobile),
    fax: blankToNull(body.fax),
    address: blankToNull(body.address),
    memo: blankToNull(body.memo),
  };
}

export type DepartValues = ReturnType<typeof departValues>;
