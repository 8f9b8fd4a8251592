// The routes' validator: zod's (fastify-type-provider-zod), then the domain's text rule on whatever it
// let through (issue 16), so a NUL or a lone surrogate never reaches the database from any route —
// even one whose schema still says `z.string()` — and is refused like any invalid field.
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@spc/domain/input-rules';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** The marker fastify-type-provider-zod puts on its issues (`hasZodFastifySchemaValidationErrors`). */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const result = validate(data) as { value?: unknown; error?: FastifySchemaValidationError[] };
    if (result.error) return result;
    const path = findUnsafeText(result.value);
    if (!path) return result;
    const instancePath = `/${path.join('/')}`;
    return {
      error: [
        {
          [ZOD_ISSUE]: true,
          keyword: 'custom',
          instancePath,
          schemaPath: `#${instancePath}/custom`,
          message: UNSAFE_TEXT_MESSAGE,
          params: {},
        },
      ],
    };
  };
};
