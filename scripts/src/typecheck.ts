import { runSteps, typecheckSteps } from './steps';

/** `npm run typecheck`: both TypeScript programs, side by side. */
const results = await runSteps(typecheckSteps);
process.exit(results.every((result) => result.ok) ? 0 : 1);
