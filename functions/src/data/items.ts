/** Attributes that exist only to place an item in the table or its indexes. */
const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi2pk', 'gsi2sk', 'expiresAt', 'entity'] as const;

/** The record an item stores, without its key attributes. */
export function fromItem<T>(item: Record<string, unknown>): T {
  const record: Record<string, unknown> = { ...item };
  for (const key of KEY_ATTRIBUTES) delete record[key];
  return record as T;
}
