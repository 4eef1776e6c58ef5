// Rules for the save-time declarations of schema-language/file-fields.ts beyond the meta-schema:
// `accept` belongs to the file uploader; a `fileCheck` sits on an uploader of a main entity, fills a
// readonly text field, and its files reach the record only through add and edit (an import or an
// operation step would bypass the check); an `exclusive` flag names its group by fields it has.
import type { EntityDefinition } from '../../shared/schema-language/entity';
import { offeredActions } from '../../shared/schema-language/entity-permissions';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { entityFile } from './entity-checks';

type Field = EntityDefinition['fields'][number];

/** The fields an operation step of the entity writes. */
export function stepFieldKeys(entity: EntityDefinition): Set<string> {
  return new Set(
    (entity.operations ?? []).flatMap((operation) => [
      ...(operation.fields ?? []),
      ...(operation.optionalFields ?? []),
    ]),
  );
}

function checkFileCheck(
  entity: EntityDefinition,
  field: Field,
  at: string,
  subEntities: ReadonlySet<string>,
  problem: (pointer: string, reason: string) => void,
) {
  const declared = field.fileCheck!;
  if (field.form?.control !== 'upload')
    problem(`${at}/fileCheck`, "fileCheck belongs to the control 'upload'");
  if (subEntities.has(entity.name))
    problem(`${at}/fileCheck`, 'a sub-table row is saved without file checks: declare it on a main entity');
  if (offeredActions(entity).includes('importExcel'))
    problem(`${at}/fileCheck`, 'an import would bypass the file check: leave importExcel out of actions');
  if (stepFieldKeys(entity).has(field.key))
    problem(
      `${at}/fileCheck`,
      'an operation step would bypass the file check: the field cannot be a step field',
    );
  if (declared.writes === undefined) return;
  const target = entity.fields.find((f) => f.key === declared.writes);
  if (!target || target.key === field.key)
    problem(`${at}/fileCheck/writes`, `unknown field "${declared.writes}"`);
  else if (!target.readonly || (target.type !== 'text' && target.type !== 'string'))
    problem(`${at}/fileCheck/writes`, `"${declared.writes}" must be a readonly 'text' or 'string' field`);
}

export function checkFileFields(entities: readonly EntityDefinition[]): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const subEntities = new Set(entities.flatMap((e) => (e.subTables ?? []).map((sub) => sub.entity)));
  for (const entity of entities) {
    const file = entityFile(entity.name);
    const problem = (pointer: string, reason: string) => problems.push({ file, pointer, reason });
    entity.fields.forEach((field, index) => {
      const at = `/fields/${index}`;
      if (field.form?.accept && field.form.control !== 'upload')
        problem(`${at}/form/accept`, "accept belongs to the control 'upload'");
      if (field.fileCheck) checkFileCheck(entity, field, at, subEntities, problem);
      const exclusive = field.exclusive;
      if (!exclusive) return;
      if (field.multiple || field.readonly)
        problem(`${at}/exclusive`, 'an exclusive value sits on a single-valued field users write');
      if (exclusive.value === exclusive.otherwise)
        problem(`${at}/exclusive/otherwise`, 'must differ from value');
      exclusive.scope.forEach((key, i) => {
        if (key === field.key || !entity.fields.some((f) => f.key === key))
          problem(`${at}/exclusive/scope/${i}`, `unknown field "${key}"`);
      });
    });
  }
  return problems;
}
