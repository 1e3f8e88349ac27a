import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * The field an issue is about: its path, or for an extra-field issue the unknown keys, each from
 * the root (`translations.de`, not `de`).
 */
function fieldOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => [...issue.path, key].join('.')).join(', ');
  }
  return issue.path.length > 0 ? issue.path.join('.') : '(corpo)';
}

/** Parses with a shared schema, or throws a 400 whose message and issues name every field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    field: fieldOf(issue),
    message: issue.message,
    code: issue.code,
  }));
  const summary = issues.map((i) => `${i.field}: ${i.message}`).join('; ');
  throw badRequest(`Dati non validi (${summary})`, issues);
}
