import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests drive Debian's Chromium. Installs it when we can, else explains and stops. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (canInstall) {
    console.log('Chromium is missing: installing it from Debian…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    if (existsSync(CHROMIUM_PATH)) return;
  }
  console.error(
    [
      `The browser tests need Chromium at ${CHROMIUM_PATH}, and it is not there.`,
      'Install it, then run the command again:',
      '  Debian/Ubuntu: sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
