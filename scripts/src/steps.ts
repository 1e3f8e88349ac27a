import { spawn } from 'node:child_process';
import { REPO_ROOT } from './local/stack';

/** One command of `npm test` or `npm run typecheck`, run from the repository's root. */
export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /**
   * `live`: printed as it comes; `buffered`: printed in one piece when the step ends. Default:
   * live when the step runs alone, buffered beside others.
   */
  output?: 'live' | 'buffered';
}

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

/**
 * Runs the steps side by side (the machine's cores are otherwise idle while one single-threaded
 * step runs); a step beside others prints its output in one piece when it ends, so that outputs
 * never interleave. Every step runs to its end, whatever the others do.
 */
export function runSteps(steps: Step[]): Promise<StepResult[]> {
  return Promise.all(
    steps.map((step) =>
      runStep(step, (step.output ?? (steps.length > 1 ? 'buffered' : 'live')) === 'buffered'),
    ),
  );
}

function runStep(step: Step, buffered: boolean): Promise<StepResult> {
  const started = performance.now();
  const header = `━━ ${step.name} ━━ ${step.command} ${step.args.join(' ')}`;
  if (!buffered) console.log(`\n${header}`);
  const child = spawn(step.command, step.args, {
    cwd: REPO_ROOT,
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // The AWS SDK's notice that it will need Node 22 is noise here: the Lambdas run on Node 22.
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...step.env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      if (buffered) {
        process.stdout.write(`\n${header}\n${Buffer.concat(output).toString()}`);
      }
      console.log(`━━ ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      resolve({ name: step.name, ok, seconds });
    });
  });
}

/**
 * The two TypeScript programs: the server side (shared, functions, infra, scripts: the root
 * tsconfig.json) and the web app (DOM and JSX: web/tsconfig.json).
 */
export const typecheckSteps: Step[] = [
  { name: 'typecheck (server side)', command: 'npx', args: ['tsc', '-p', '.'] },
  { name: 'typecheck (web)', command: 'npx', args: ['tsc', '-p', 'web'] },
];
