import * as z from 'zod/v4';

/**
 * `zod` in the browser build: every `import … from 'zod'` (the shared schemas' included)
 * resolves to this module (vite.config.ts), so zod is configured before any schema exists.
 * Jitless: its JIT compiles parsers with `new Function` after probing whether it may, and the
 * Content-Security-Policy (no 'unsafe-eval') reports that probe as a violation.
 */
z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
