/**
 * Text that ends up in a mail header (subject, addresses) on one line: a CR or LF there would let
 * whoever wrote the text (a guest's name in a subject) add headers of their own, such as a Bcc.
 * Other control characters go too (each run becomes one space).
 */
export function singleLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}
