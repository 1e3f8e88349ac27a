/**
 * A path parameter as the route means it: percent-decoded once (the local gateway has decoded it
 * already, API Gateway may not have), and a malformed escape (`%E0%A4%A`) taken literally rather
 * than thrown as a 500.
 */
export function pathParam(value: string | undefined): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
