import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { hashPassword } from '@catania/functions/auth/password';

/**
 * `npm run admin:password`: prints the scrypt hash of a new admin password, to store as the
 * ADMIN_PASSWORD_HASH secret (an SSM SecureString in AWS; the local stack hashes ADMIN_PASSWORD
 * itself). The password is read from ADMIN_PASSWORD, else from a pipe, else typed twice without
 * echo at a terminal; with `--generate`, or when nothing is piped, one is generated and printed once.
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
    'In AWS, salvala come parametro SSM SecureString (il nome usa il prefisso configurato):',
    `  aws ssm put-parameter --name /catania/admin-password-hash --type SecureString --overwrite --value '${hash}'`,
    'In locale, `npm start` accetta ADMIN_USERNAME e ADMIN_PASSWORD (oppure ADMIN_PASSWORD_HASH).',
    '',
  ];
  console.log(lines.join('\n'));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
