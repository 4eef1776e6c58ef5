// The reference data as rows: the risk-type tree, the rectification-suggestion library and the
// checklist library, with ids derived from their codes and keys (like the system seed's rows), so
// every run finds what an earlier one wrote and hazards can name them before anything is read back.
import { seedId } from '../seed/seed-ids';
import { CHECK_TEMPLATES, checkTemplateKey } from './check-templates';
import type { CheckTemplateRow, RectifySuggestionRow, RiskTypeRow } from './cycle-rows';
import { RISK_TYPE_LEAVES, RISK_TYPE_ROOTS, rootAccidentTypes, rootOf, rootSectors } from './risk-types';
import { SUGGESTIONS } from './suggestions';

export interface ReferenceIds {
  /** Tree nodes by code, as they are in the database. */
  riskTypes: ReadonlyMap<string, string>;
  /** Library entries by key. */
  suggestions: ReadonlyMap<string, string>;
}

/** Roots have no parent row (the engine reads '0' as none, as JeecgBoot trees do). */
const ROOT_PARENT = '0';

export const riskTypeId = (code: string) => seedId('risk-type', code);
export const suggestionId = (key: string) => seedId('rectify-suggestion', key);
export const checkTemplateId = (key: string) => seedId('check-template', key);

/** The ids of the seeded rows, before (or without) looking at a database. */
export function seededReferenceIds(): ReferenceIds {
  const codes = [...RISK_TYPE_ROOTS, ...RISK_TYPE_LEAVES].map((node) => node.code);
  return {
    riskTypes: new Map(codes.map((code) => [code, riskTypeId(code)])),
    suggestions: new Map(SUGGESTIONS.map((entry) => [entry.key, suggestionId(entry.key)])),
  };
}

const joined = (values: readonly string[]) => (values.length > 0 ? values.join(',') : null);

/** The tree's rows, with the ids of `ids` (each leaf under its root's). */
export function riskTypeRows(createTime: string, ids: ReadonlyMap<string, string>): RiskTypeRow[] {
  const roots = RISK_TYPE_ROOTS.map((root, index) => ({
    id: ids.get(root.code)!,
    createTime,
    pid: ROOT_PARENT,
    code: root.code,
    name: root.name,
    hazardCategory: root.category,
    accidentTypes: joined(rootAccidentTypes(root)),
    industryScope: joined(rootSectors(root)),
    sortNo: index + 1,
    status: '1',
    hasChild: '1',
  }));
  const leaves = RISK_TYPE_LEAVES.map((leaf) => {
    const root = rootOf(leaf);
    return {
      id: ids.get(leaf.code)!,
      createTime,
      pid: ids.get(root.code)!,
      code: leaf.code,
      name: leaf.name,
      hazardCategory: root.category,
      accidentTypes: joined(leaf.accidentTypes),
      industryScope: joined(leaf.sectors),
      sortNo: Number(leaf.code.slice(2)),
      status: '1',
      hasChild: '0',
    };
  });
  return [...roots, ...leaves];
}

/** The library rows, filed under the tree nodes as the database has them. */
export function suggestionRows(
  createTime: string,
  riskTypes: ReadonlyMap<string, string>,
): RectifySuggestionRow[] {
  return SUGGESTIONS.map((entry, index) => ({
    id: suggestionId(entry.key),
    createTime,
    riskTypeId: riskTypes.get(entry.riskType)!,
    hazardDescTemplate: entry.description,
    suggestion: entry.suggestion,
    basis: entry.basis,
    defaultHazardLevel: entry.major ? '2' : '1',
    isMajorCriteria: entry.major ? 'Y' : 'N',
    defaultDeadlineDays: entry.deadlineDays,
    keywords: entry.keywords,
    sortNo: index + 1,
    status: '1',
  }));
}

/** The checklist library's rows, filed under the tree nodes as the database has them. */
export function checkTemplateRows(
  createTime: string,
  riskTypes: ReadonlyMap<string, string>,
): CheckTemplateRow[] {
  return CHECK_TEMPLATES.map((entry) => ({
    id: checkTemplateId(checkTemplateKey(entry)),
    createTime,
    highRiskSector: entry.sector,
    riskTypeId: riskTypes.get(entry.riskType)!,
    checkContent: entry.content,
    basis: entry.basis,
    sortNo: entry.order,
    status: '1',
  }));
}
