// Field declarations about stored files and flags that the save of a record enforces on the server:
// which file types an uploader takes, a business check of the files' content on save, and a flag
// only one record of a group may hold (a default template per report type).
import { Type } from '@sinclair/typebox';
import { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS } from '../uploads';
import { FIELD_KEY_PATTERN } from './entity-vocabulary';

export const ACCEPTED_EXTENSIONS = [...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS] as const;

export const AcceptedExtensions = Type.Array(
  Type.Union(ACCEPTED_EXTENSIONS.map((extension) => Type.Literal(extension))),
  {
    minItems: 1,
    uniqueItems: true,
    description:
      "Control 'upload': only files with these extensions (the picker offers only them, the server " +
      'refuses other stored paths)',
  },
);

export const FileCheckDefinition = Type.Object(
  {
    hook: Type.String({
      pattern: '^[a-z][a-zA-Z0-9]*$',
      description: 'A file check registered in the server (src/server/business): reads the files on save',
    }),
    writes: Type.Optional(
      Type.String({
        pattern: FIELD_KEY_PATTERN,
        description: "A readonly text field the server fills with the check's answer (e.g. placeholders)",
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'On add, and on edit when the files change, the server reads them and the hook refuses them with a ' +
      "message (the field's validation failure, nothing saved) or answers the value of `writes`",
  },
);

export const ExclusiveDefinition = Type.Object(
  {
    value: Type.String({ minLength: 1, description: 'The value only one record of a group may hold' }),
    otherwise: Type.String({ description: 'What the other records of the group get when one takes it' }),
    scope: Type.Array(Type.String({ pattern: FIELD_KEY_PATTERN }), {
      minItems: 1,
      description: 'The fields whose equal values make a group (within the tenant)',
    }),
  },
  {
    additionalProperties: false,
    description:
      'Saving a record with `value` gives the other records of its group `otherwise` in the same ' +
      'transaction (one default per report type)',
  },
);
