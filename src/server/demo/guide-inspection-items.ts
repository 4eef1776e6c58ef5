// The check items of a guide inspection (检查项, schemas/entities/guideInspectionItem.json): the
// checklist of the enterprise's sector, as the server fills it when the inspection is added
// (`fillFrom` in guideInspection.json). Found problems mark some lines 不符合, pointing at the
// numbered problem of the findings; a line not yet checked keeps its default 符合. Drawn from a stream
// and numbered from an id source of their own, so that adding them left the other rows as they were.
import { CHECK_TEMPLATES } from './check-templates';
import type { DemoContext } from './context';
import type { Random } from './random';
import type { GuideInspectionItemRow, GuideInspectionRow } from './work-rows';

/** nl_check_result */
const CONFORMING = '1';
const NONCONFORMING = '0';

export function inspectionChecklist(
  random: Random,
  context: DemoContext,
  inspection: GuideInspectionRow,
  sector: string,
  problems: readonly string[],
): GuideInspectionItemRow[] {
  const lines = CHECK_TEMPLATES.filter((entry) => entry.sector === sector);
  const failed =
    lines.length > 0 && problems.length > 0
      ? random.sample(
          lines.map((_, index) => index),
          random.int(1, Math.min(problems.length, lines.length)),
        )
      : [];
  return lines.map((entry, index) => {
    const problem = failed.indexOf(index);
    return {
      id: context.inspectionItemId(),
      createTime: inspection.createTime,
      guideInspectionId: inspection.id,
      riskTypeId: context.reference.riskTypes.get(entry.riskType)!,
      checkContent: entry.content,
      checkBasis: entry.basis,
      checkResult: problem < 0 ? CONFORMING : NONCONFORMING,
      remark: problem < 0 ? null : `见检查情况第${problem + 1}项`,
      orderNum: entry.order,
    };
  });
}
