import { finish, svg } from './shapes';

/** A scene's parts (gradients in defs, drawing in body) joined into one SVG, then finished. */
export type Part = { defs: string; body: string };
export const compose = (...parts: (Part | string)[]) => {
  let defs = '';
  let body = '';
  for (const part of parts) {
    if (typeof part === 'string') body += part;
    else {
      defs += part.defs;
      body += part.body;
    }
  }
  const f = finish();
  return svg(body + f.body, defs + f.defs);
};
