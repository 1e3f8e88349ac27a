import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { HttpError } from './errors';
import { parseOrThrow } from './validate';

const schema = z.strictObject({
  name: z.string(),
  translations: z.strictObject({ en: z.strictObject({ name: z.string() }) }).partial(),
});

function refusal(value: unknown): HttpError {
  try {
    parseOrThrow(schema, value);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('parsed');
}

describe('a refused body', () => {
  it('is a 400 naming each wrong field by its path', () => {
    const error = refusal({ name: 1, translations: { en: { name: 2 } } });
    expect(error.statusCode).toBe(400);
    expect(error.issues?.map((issue) => issue.field)).toEqual(['name', 'translations.en.name']);
  });

  it('names an unknown key from the root, wherever it is', () => {
    const error = refusal({ name: 'x', rule: 'y', translations: { de: { name: 'z' } } });
    expect(error.issues?.map((issue) => issue.field).sort()).toEqual(['rule', 'translations.de']);
  });
});
