// Compares the shape of a mocked answer with a real one: every field the mock has must be in the
// real answer with the same JSON type, recursively. A field the server may leave null is accepted
// as null on either side; the elements of a real list are merged (a field is known when any element
// has it), and a mocked list cannot be checked against an empty real one, which is reported too.
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function merged(elements: readonly unknown[]): unknown {
  if (elements.length === 0) return undefined;
  if (!elements.every((e) => kind(e) === 'object')) return elements.find((e) => e !== null) ?? null;
  const fields: Record<string, unknown[]> = {};
  for (const element of elements as Record<string, unknown>[])
    for (const [key, value] of Object.entries(element)) (fields[key] ??= []).push(value);
  return Object.fromEntries(
    Object.entries(fields).map(([key, values]) => {
      const known = values.filter((v) => v !== null);
      if (known.length === 0) return [key, null];
      return [key, known.every(Array.isArray) ? known.flat() : merged(known)];
    }),
  );
}

/** Where the mock differs from the real answer, one line per place ('' paths mean the root). */
export function shapeMismatches(mock: unknown, real: unknown, path = ''): string[] {
  if (mock === null || real === null) return [];
  if (real === undefined) return [`${path}: the server does not send it`];
  if (kind(mock) !== kind(real)) return [`${path}: the mock has a ${kind(mock)}, the server a ${kind(real)}`];
  if (Array.isArray(mock)) {
    if (mock.length === 0) return [];
    const shape = merged(real as Json[]);
    if (shape === undefined) return [`${path}: the server answered an empty list, nothing to compare with`];
    return mock.flatMap((element, i) => shapeMismatches(element, shape, `${path}[${i}]`));
  }
  if (kind(mock) !== 'object') return [];
  const realObject = real as Record<string, unknown>;
  return Object.entries(mock as Record<string, unknown>).flatMap(([key, value]) =>
    shapeMismatches(value, realObject[key], path ? `${path}.${key}` : key),
  );
}
