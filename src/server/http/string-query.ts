// The query-string schema of a hand-written route: every parameter a single string. A repeated
// parameter (`?a=1&a=2`) arrives from the parser as an array, which code reading text fails on (a
// TypeError, a driver refusing to bind it: the generic failure); validation refuses it instead,
// `请求参数不正确：<name> 格式不正确`. The named parameters are the route's; the others are held to
// the same shape, since handlers pass the query on whole (a user list reads filters the route
// never names).
const TEXT = { type: 'string', maxLength: 20_000 } as const;

export const stringQuery = (...names: string[]) => ({
  querystring: {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, TEXT])),
    additionalProperties: TEXT,
  },
});
