// GET /engine/entities/:name — the entity as the signed-in user may see and use it (EntitySchemaResult):
// hidden and column-stripped fields removed (here and in its sub-tables), fields and sub-tables they
// may not write marked read-only, the table-dictionary code of every entity-dictionary field, and the
// actions the user may use.
import type { FastifyInstance } from 'fastify';
import { ENGINE_PATHS } from '../../../shared/engine-api';
import type { EntitySchemaResult, TableDictTree } from '../../../shared/engine-api';
import { ENTITY_ACTIONS } from '../../../shared/schema-language/entity';
import type { EntityDefinition, FieldDefinition } from '../../../shared/schema-language/entity';
import { ruleFields } from '../../../shared/validation/record-rules';
import { ok } from '../../http/result';
import type { Engine } from '../index';
import type { EntityAccess } from '../access';
import { mayUse, mayWriteSubTable } from '../principal';
import { allow } from '../../auth/route-access';

/**
 * The declared audit fields as read-only fields after the others, so the list page shows and
 * searches them like any field (the server already filters and sorts readable audit columns).
 */
function auditFields(access: EntityAccess): FieldDefinition[] {
  return (access.entity.definition.auditFields ?? []).flatMap((audit) => {
    const column = access.readable.get(audit.key);
    if (!column) return [];
    const field: FieldDefinition = { ...column.definition, readonly: true, form: { hidden: true } };
    if (audit.list) field.list = audit.list;
    if (audit.query) field.query = audit.query;
    return [field];
  });
}

/**
 * The form logic the browser can judge: conditions and cross-field rules naming only fields the user
 * sees (the server still judges the others).
 */
function visibleLogic(definition: EntityDefinition, visible: ReadonlySet<string>): void {
  definition.fields = definition.fields.map((field) => {
    const { visibleWhen, requiredWhen, ...rest } = field;
    return {
      ...rest,
      ...(visibleWhen && visible.has(visibleWhen.field) ? { visibleWhen } : {}),
      ...(requiredWhen && visible.has(requiredWhen.field) ? { requiredWhen } : {}),
    };
  });
  if (definition.crossFieldRules)
    definition.crossFieldRules = definition.crossFieldRules.filter((rule) =>
      ruleFields(rule).every((key) => visible.has(key)),
    );
}

/**
 * What the user may not write shown as read-only: an `editPermission` field or sub-table whose code
 * they lack (the server ignores either in a save; the form should not offer to change it).
 */
function markReadOnly(definition: EntityDefinition, access: EntityAccess): void {
  definition.fields = definition.fields.map((field) =>
    field.editPermission && !access.writable.has(field.key) ? { ...field, readonly: true } : field,
  );
  const { principal, entity } = access;
  if (definition.subTables)
    definition.subTables = entity.subTables.map((sub) =>
      mayWriteSubTable(principal, entity, sub) ? sub.definition : { ...sub.definition, readonly: true },
    );
}

/** The definition with only the fields the user sees (and the indexes and form logic over them). */
function visibleDefinition(access: EntityAccess): EntityDefinition {
  const visible = new Set([
    ...access.visibleFields.map((f) => f.key),
    ...access.visibleDerived.map((d) => d.field.key),
  ]);
  const { auditFields: _declared, ...declared } = access.entity.definition;
  const definition: EntityDefinition = {
    ...declared,
    fields: [...declared.fields.filter((f) => visible.has(f.key)), ...auditFields(access)],
  };
  if (definition.indexes) {
    definition.indexes = definition.indexes.filter((i) => i.fields.every((key) => visible.has(key)));
  }
  visibleLogic(definition, visible);
  markReadOnly(definition, access);
  return definition;
}

export function registerEntitySchemaRoute(api: FastifyInstance, engine: Engine): void {
  api.get<{ Params: { name: string } }>(ENGINE_PATHS.entitySchema, allow.inHandler, async (request) => {
    const access = await engine.authorize(request, request.params.name, 'list');
    const subAccess = await engine.subAccess(access);
    const accesses = [access, ...access.entity.subTables.map(subAccess)];
    const tableDictCodes: Record<string, string> = {};
    const tableDictTrees: Record<string, TableDictTree> = {};
    for (const each of accesses) {
      for (const field of each.visibleFields) {
        const dictionary = engine.registry.tableDictionaryOf(field);
        if (!dictionary) continue;
        const key = `${each.entity.name}.${field.key}`;
        tableDictCodes[key] = dictionary.code;
        const tree = dictionary.entity.tree;
        if (tree) tableDictTrees[key] = { pidField: tree.parent.column, hasChildField: tree.hasChild.column };
      }
    }
    const result: EntitySchemaResult = {
      entity: visibleDefinition(access),
      subEntities: Object.fromEntries(accesses.slice(1).map((a) => [a.entity.name, visibleDefinition(a)])),
      tableDictCodes,
      tableDictTrees,
      allowed: ENTITY_ACTIONS.filter((action) => mayUse(access.principal, access.entity, action)),
    };
    return ok(result);
  });
}
