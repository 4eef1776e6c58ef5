// Rules of controls beyond the meta-schema: the role a 'selectUser' field's users must hold (a role of
// roles.json); the latitude field a 'geolocation' longitude field fills; the stars of a 'rate' field.
import type { EntityDefinition } from '../../shared/schema-language/entity';
import { RATE_MAX_STARS } from '../../shared/schema-language/entity-vocabulary';
import type { RoleDefinition } from '../../shared/schema-language/role';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { entityFile, isGridSubTable } from './entity-checks';

export function checkControls(entities: EntityDefinition[], roles: RoleDefinition[]): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const roleCodes = new Set(roles.map((role) => role.code));
  // A grid cell edits one field: a control filling two has no place there.
  const gridEntities = new Set(
    entities.flatMap((entity) => (entity.subTables ?? []).filter(isGridSubTable).map((sub) => sub.entity)),
  );
  for (const entity of entities) {
    const problem = (pointer: string, reason: string) =>
      problems.push({ file: entityFile(entity.name), pointer, reason });
    checkGeolocation(entity, problem);
    entity.fields.forEach((field, index) => checkRate(field, `/fields/${index}`, problem));
    if (gridEntities.has(entity.name))
      entity.fields.forEach((field, index) => {
        if (field.form?.control === 'geolocation')
          problem(`/fields/${index}/form/control`, "a grid sub-table's cells cannot hold 'geolocation'");
      });
    entity.fields.forEach((field, index) => {
      const pointer = `/fields/${index}`;
      if (field.userRole === undefined) return;
      if (field.form?.control !== 'selectUser')
        problem(`${pointer}/userRole`, "userRole belongs to the control 'selectUser'");
      else if (!roleCodes.has(field.userRole))
        problem(`${pointer}/userRole`, `unknown role "${field.userRole}" (see schemas/roles.json)`);
    });
  }
  return problems;
}

type Field = EntityDefinition['fields'][number];

/**
 * A 'rate' field stores the number of stars chosen: an integer whose max is the stars shown, so the
 * server refuses what the stars cannot show.
 */
function checkRate(field: Field, pointer: string, problem: (pointer: string, reason: string) => void) {
  if (field.form?.control !== 'rate') return;
  if (field.type !== 'int')
    problem(`${pointer}/type`, "control 'rate' stores a number of stars: the field's type is 'int'");
  if (field.max === undefined || field.max < 1 || field.max > RATE_MAX_STARS || !Number.isInteger(field.max))
    problem(
      `${pointer}/max`,
      `control 'rate' shows max stars: give the field a whole max from 1 to ${RATE_MAX_STARS}`,
    );
  if (field.multiple || field.dict)
    problem(`${pointer}/form/control`, "control 'rate' picks a number, not dictionary values");
}

/** Degrees a longitude and a latitude can take: a declared range beyond them names the wrong axis. */
const COORDINATE_BOUNDS = { longitude: 180, latitude: 90 } as const;

function outOfBounds(field: Field, bound: number): boolean {
  return (field.min !== undefined && field.min < -bound) || (field.max !== undefined && field.max > bound);
}

/**
 * A 'geolocation' control fills two decimal fields from one position, so both must exist, be decimal,
 * be shown together (the main form and every step that has one has the other) and have ranges of
 * their axis; a latitude field belongs to one pair only.
 */
function checkGeolocation(entity: EntityDefinition, problem: (pointer: string, reason: string) => void) {
  const pointerOf = (field: Field) => `/fields/${entity.fields.indexOf(field)}`;
  const paired = new Map<string, string>();
  for (const field of entity.fields) {
    const pointer = pointerOf(field);
    const latitudeKey = field.form?.latitudeField;
    if (field.form?.control !== 'geolocation') {
      if (latitudeKey !== undefined)
        problem(`${pointer}/form/latitudeField`, "latitudeField belongs to the control 'geolocation'");
      continue;
    }
    if (field.type !== 'decimal')
      problem(`${pointer}/type`, "control 'geolocation' fills a longitude: the field's type is 'decimal'");
    if (outOfBounds(field, COORDINATE_BOUNDS.longitude))
      problem(pointer, "control 'geolocation' is declared on the longitude: its range lies within ±180");
    if (latitudeKey === undefined) {
      problem(`${pointer}/form`, "control 'geolocation' needs form.latitudeField");
      continue;
    }
    const latitude = entity.fields.find((other) => other.key === latitudeKey);
    const at = `${pointer}/form/latitudeField`;
    if (!latitude || latitude === field) {
      problem(at, `"${latitudeKey}" is not another field of the entity`);
      continue;
    }
    if (latitude.type !== 'decimal') problem(at, `the latitude field "${latitudeKey}" is not 'decimal'`);
    if (latitude.form?.control !== undefined)
      problem(at, `the latitude field "${latitudeKey}" has no control of its own (the pair shares one)`);
    if (outOfBounds(latitude, COORDINATE_BOUNDS.latitude))
      problem(at, `the latitude field "${latitudeKey}" has a range beyond ±90`);
    const other = paired.get(latitudeKey);
    if (other) problem(at, `"${latitudeKey}" is already the latitude of "${other}"`);
    paired.set(latitudeKey, field.key);
    if (!!field.form?.hidden !== !!latitude.form?.hidden || !!field.hidden !== !!latitude.hidden)
      problem(at, 'the longitude and latitude fields are shown or hidden together');
    entity.operations?.forEach((operation, index) => {
      const stepKeys = [...(operation.fields ?? []), ...(operation.optionalFields ?? [])];
      if (stepKeys.includes(field.key) !== stepKeys.includes(latitudeKey))
        problem(
          `/operations/${index}`,
          `the step takes "${field.key}" and "${latitudeKey}" (one geolocation control) together`,
        );
    });
  }
}
