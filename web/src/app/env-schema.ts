import * as z from 'zod';

/**
 * The web app's build-time configuration (validated at start, failing with the list of what is wrong). Checked by vite.config.ts, which
 * stops the build with the list of problems, and again at start-up in the browser.
 * Without a measurement id the site loads no analytics at all.
 */
export const webEnvSchema = z.object({
  VITE_GA_MEASUREMENT_ID: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'deve essere un ID di misurazione GA4, ad esempio G-ABC123XYZ')
      .optional(),
  ),
});
export type WebEnv = z.infer<typeof webEnvSchema>;

export function parseWebEnv(source: Record<string, unknown>): WebEnv {
  const parsed = webEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configurazione web non valida:\n- ${problems.join('\n- ')}`);
  }
  return parsed.data;
}
