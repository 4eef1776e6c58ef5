// Reading the file out of a multipart body fails for reasons of the body itself: the file over its
// size limit, or a form that is not well formed — no boundary, cut short, more files, fields or
// parts than the route takes, a `__proto__` field. Those are the client's doing and get a clear
// refusal, in its own texts, from the route that reads the file (upload, the imports); anything
// else while reading stays unexpected.

export type MultipartFailure = 'fileTooLarge' | 'malformed';

/** @fastify/multipart's refusals of a body (its limits, prototype keys, not multipart at all). */
const MALFORMED_CODES = new Set([
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_INVALID_JSON_FIELD_ERROR',
]);

/** The parser's (busboy's) errors for a body that is not a well-formed form; they carry no code. */
const MALFORMED_MESSAGE =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

/**
 * What was wrong with the multipart body, for an error thrown while reading its file part (only
 * there: a stream closed early elsewhere says nothing about a request), or null for another error.
 */
export function multipartFailure(error: unknown): MultipartFailure | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return 'fileTooLarge';
  if (typeof code === 'string' && MALFORMED_CODES.has(code)) return 'malformed';
  // The file part's stream, when the parser stopped at the body's end before the part's did.
  if (code === 'ERR_STREAM_PREMATURE_CLOSE') return 'malformed';
  return code === undefined && MALFORMED_MESSAGE.test(error.message) ? 'malformed' : null;
}
