import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { PutParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { hashPassword } from '@catania/functions/auth/password';
import { cdkJsonContext, parameterNames, readConfig } from '@catania/infra/config';
import { repoRoot } from '@catania/infra/functions';

/**
 * `npm run admin:password`: prints the scrypt hash of a new admin password, to store as the
 * ADMIN_PASSWORD_HASH secret (an SSM SecureString in AWS; the local stack hashes ADMIN_PASSWORD
 * itself). The password is read from ADMIN_PASSWORD, else from a pipe, else typed twice without
 * echo at a terminal; with `--generate`, or when nothing is piped, one is generated and printed once.
 *
 * `--save` stores the hash in AWS as well, as the SSM SecureString the admin sign-in reads, named
 * and placed as the CDK app names it for the stage (`--stage staging`; default production):
 *
 *   npm run admin:password -- --save [--stage staging]
 */
const MIN_LENGTH = 12;

function ask(question: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  process.stdout.write(question);
  return new Promise((resolve) => {
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

export function generatePassword(): string {
  // 18 random bytes: 24 base64url characters, 144 bits.
  return randomBytes(18).toString('base64url');
}

async function readPassword(): Promise<{ password: string; generated: boolean }> {
  if (process.env.ADMIN_PASSWORD) return { password: process.env.ADMIN_PASSWORD, generated: false };
  if (process.argv.includes('--generate')) return { password: generatePassword(), generated: true };
  if (!process.stdin.isTTY) {
    // Piped in (`echo … | npm run admin:password`): the first line; nothing piped: generate.
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    const line = Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
    return line
      ? { password: line, generated: false }
      : { password: generatePassword(), generated: true };
  }
  const first = await ask(`Nuova password amministratore (almeno ${MIN_LENGTH} caratteri): `);
  const second = await ask('Ripeti la password: ');
  if (first !== second) throw new Error('Le due password non coincidono.');
  return { password: first, generated: false };
}

/** The value after a flag: `--stage staging`. */
const option = (flag: string) => {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

/** Writes the hash where the stage's admin sign-in reads it (AWS credentials of the CLI). */
async function saveInAws(hash: string): Promise<string> {
  const context = cdkJsonContext(repoRoot);
  const stage = option('--stage');
  const config = readConfig((key) => (key === 'stage' && stage ? stage : context[key]));
  const name = parameterNames(config.parameterPrefix).ADMIN_PASSWORD_HASH;
  await new SSMClient({ region: config.region }).send(
    new PutParameterCommand({
      Name: name,
      Value: hash,
      Type: 'SecureString',
      Overwrite: true,
      ...(config.parameterKeyArn ? { KeyId: config.parameterKeyArn } : {}),
    }),
  );
  return `${name} (${config.region}, stage ${config.stage})`;
}

try {
  const { password, generated } = await readPassword();
  if (password.length < MIN_LENGTH) {
    throw new Error(`La password deve avere almeno ${MIN_LENGTH} caratteri.`);
  }
  const hash = await hashPassword(password);
  const lines = [
    '',
    ...(generated
      ? [`Password generata (annotala ora, non verrà mostrata di nuovo): ${password}`]
      : []),
    `ADMIN_PASSWORD_HASH=${hash}`,
    '',
    process.argv.includes('--save')
      ? `Salvata in AWS come parametro SSM SecureString: ${await saveInAws(hash)}. L'accesso la usa entro 5 minuti.`
      : 'Per salvarla in AWS: npm run admin:password -- --save [--stage staging]',
    'In locale, `npm start` accetta ADMIN_USERNAME e ADMIN_PASSWORD (oppure ADMIN_PASSWORD_HASH).',
    '',
  ];
  console.log(lines.join('\n'));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
