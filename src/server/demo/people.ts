// A person of the demo data: name, sex, mobile, birthday and an ID number that agrees with both
// (GB 11643: birth date inside, sequence parity = sex). IDs are unique across the run.
import { CITY } from '../../shared/platform';
import { addYears, dateOf } from './calendar';
import { idCardKey, idCardNumber, legacyIdCardNumber, mobileNumber } from './codes';
import type { Sex } from './codes';
import type { DemoContext } from './context';
import { UniqueValues } from './context';
import { drawSex, personName } from './names';
import type { Random } from './random';

export interface Person {
  name: string;
  sex: Sex;
  mobile: string;
}

export function drawPerson(random: Random, maleShare: number): Person {
  const sex = drawSex(random, maleShare);
  return { name: personName(random, sex), sex, mobile: mobileNumber(random) };
}

/** A birthday making the person between minAge and maxAge years old on the reference day. */
export function drawBirthday(random: Random, context: DemoContext, minAge: number, maxAge: number): number {
  const earliest = addYears(context.asOfDay, -(maxAge + 1)) + 1;
  const latest = addYears(context.asOfDay, -minAge);
  return random.int(earliest, latest);
}

const MAX_ID_DRAWS = 20;

/**
 * An ID number for the person, unique in the run. People are registered in one of the city's
 * districts. `legacy` gives a 15-digit ID (domain §6.5 edge case; only for births before 2000).
 */
export function drawIdCard(
  random: Random,
  context: DemoContext,
  birthday: number,
  sex: Sex,
  legacy = false,
): string | null {
  const date = dateOf(birthday);
  for (let i = 0; i < MAX_ID_DRAWS; i++) {
    const addressCode = random.pick(CITY.districts).code;
    if (legacy) {
      const id = legacyIdCardNumber(random, addressCode, date, sex);
      if (UniqueValues.claim(context.unique.idCards, id)) return id;
      continue;
    }
    const id = idCardNumber(random, addressCode, date, sex);
    if (UniqueValues.claim(context.unique.idCards, idCardKey(id))) return id;
  }
  // Twenty collisions in a row cannot happen below tens of millions of people; leave it empty.
  return null;
}
