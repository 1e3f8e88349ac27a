import { spawnSync } from 'node:child_process';

/** DynamoDB Local needs Java 17+. Installs it from Debian when we can, else explains and stops. */
export function ensureJava(): void {
  if (javaMajorVersion() >= 17) return;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (canInstall) {
    console.log('Java 17+ is missing: installing openjdk-17-jre-headless from Debian…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'openjdk-17-jre-headless'], { stdio: 'inherit' });
    if (javaMajorVersion() >= 17) return;
  }
  console.error(
    [
      'DynamoDB Local needs Java 17 or newer, and `java` was not found on the PATH.',
      'Install it, then run the command again:',
      '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless',
      '  macOS:         brew install openjdk@17',
    ].join('\n'),
  );
  process.exit(1);
}

function javaMajorVersion(): number {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return 0;
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  return match ? Number(match[1]) : 0;
}
