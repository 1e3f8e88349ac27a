/**
 * Stripe's v1 API takes `application/x-www-form-urlencoded` bodies with bracketed keys
 * (`line_items[0][price_data][currency]=eur`, `metadata[bookingId]=…`), as the SDK encodes them.
 * This turns such a body back into the nested value: numeric keys make arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

function splitKey(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '');
  return parts;
}

function assign(target: Record<string, FormValue>, path: string[], value: string) {
  let node: Record<string, FormValue> = target;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i] as string;
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, FormValue>;
  }
  const last = path.at(-1) as string;
  // `expand[]=a&expand[]=b`: an empty index appends.
  node[last === '' ? String(Object.keys(node).length) : last] = value;
}

/** Objects whose keys are all 0..n-1 become arrays, recursively. */
function arrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arrays(value[k] as FormValue)] as const);
  const isList = keys.length > 0 && keys.every((k, i) => /^\d+$/.test(k) && Number(k) === i);
  const sorted = [...entries].sort((a, b) => Number(a[0]) - Number(b[0]));
  if (isList || (keys.length > 0 && keys.every((k) => /^\d+$/.test(k)))) {
    return sorted.map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

export function parseForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) assign(root, splitKey(key), value);
  return arrays(root) as Record<string, FormValue>;
}

/** Reads a nested field as a string (undefined when absent or not a string). */
export function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function obj(value: FormValue | undefined): Record<string, FormValue> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function list(value: FormValue | undefined): FormValue[] {
  return Array.isArray(value) ? value : [];
}
