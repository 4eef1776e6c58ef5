// The parent value of a tree's top-level rows. JeecgBoot stores '0' (rows written elsewhere may hold
// null or ''), and each means "no parent" alike: on the server (parent checks, has-child flags, the
// parent's text) and in the client (a tree select shows nothing chosen rather than the value '0').
export const isTreeRootValue = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || value === '0';
