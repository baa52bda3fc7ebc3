import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { FIELD_MESSAGES, HOSTILE_INPUT_LIMITS } from '#shared/contracts/fields.ts';
import type { FieldCode } from '#shared/error-codes.ts';
import { appError } from '../error-catalogue.ts';

interface Problem {
  path: PropertyKey[];
  message: string;
  code: FieldCode;
}

/**
 * Checks that hold for every request whatever its contract: no NUL character (PostgreSQL text
 * cannot hold one, so it would fail as a 500 deep in a query), no nesting deeper than any contract
 * needs (deep JSON overflows recursive code: jsonb, Markdown, loggers), no flood of values.
 * Walks without recursion, so a hostile shape cannot overflow the check itself.
 */
export function findHostileInput(data: unknown): Problem | null {
  const stack: Array<{ value: unknown; depth: number; path: PropertyKey[] }> = [{ value: data, depth: 0, path: [] }];
  let values = 0;
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    if (++values > HOSTILE_INPUT_LIMITS.values)
      return { path: [], message: FIELD_MESSAGES.tooManyValues, code: 'too_many_values' };
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { path, message: FIELD_MESSAGES.nulCharacter, code: 'nul_character' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= HOSTILE_INPUT_LIMITS.depth) return { path: [], message: FIELD_MESSAGES.tooDeep, code: 'too_deep' };
    const entries: Array<[PropertyKey, unknown]> = Array.isArray(value)
      ? value.map((v, i) => [i, v])
      : Object.entries(value);
    for (const [key, child] of entries) {
      if (typeof key === 'string' && key.includes('\u0000'))
        return { path, message: FIELD_MESSAGES.nulCharacter, code: 'nul_character' };
      stack.push({ value: child, depth: depth + 1, path: [...path, key] });
    }
  }
  return null;
}

/**
 * The route validator: the checks above, then the route's zod schema. Runs at validation time, so
 * a route's guard (401/403) still answers before any of it.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const problem = findHostileInput(data);
    if (problem) {
      const field = problem.path.filter((k) => typeof k === 'string' || typeof k === 'number').join('.') || '_';
      return {
        error: appError('validation_failed', {
          message: problem.message,
          details: { [field]: problem.message },
          fieldCodes: {
            [field]: problem.code,
          },
        }),
      };
    }
    return validate(data);
  };
};
