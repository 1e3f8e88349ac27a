import * as z from 'zod';

/**
 * A text input bound to an optional field: what the guest typed, trimmed, or absent when blank.
 * Form schemas start from what the inputs hold (strings, booleans) and pipe into the shared request
 * schema, so react-hook-form gets the inputs' type and the submit handler the request's.
 */
export const optionalText = z
  .string()
  .transform((value) => value.trim() || undefined)
  .optional();
