/** The `{name}` placeholders of a route path, as a union: `'id'` for `/api/apartments/{id}`. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/**
 * The path parameters a route path declares, read from the path itself: `{ id: string }` for
 * `/api/apartments/{id}`, `{}` for a path without placeholders. A path only known as `string`
 * takes any parameters.
 */
export type PathParams<P extends string> = string extends P
  ? Record<string, string>
  : { [Name in ParamNames<P>]: string };

/**
 * Fills a route's `{param}` placeholders, encoded: `buildPath('/api/apartments/{id}', { id })`.
 * Zod-free on purpose: the browser's api client imports it without the route table's schemas.
 */
export function buildPath<P extends string>(path: P, params: PathParams<P>): string {
  const values: Record<string, string | undefined> = params;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
