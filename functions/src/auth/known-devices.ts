import { createHash, randomBytes } from 'node:crypto';
import { isKnownDevice, putKnownDevice } from './known-devices-repo';

/**
 * A browser the owner has signed in from keeps a device cookie for a year. Failed sign-ins from
 * elsewhere slow down the next attempts from unknown browsers only (rate-limit.ts): whoever guesses
 * the password from many addresses cannot keep the owner out of the panel on their own phone.
 */
export const DEVICE_SECONDS = 365 * 86_400;

const hashDeviceId = (id: string) => createHash('sha256').update(id).digest('base64url');

/**
 * The browser's device, if the owner signed in from it: its digest, which names its own count of
 * sign-in attempts (an attack from its address cannot use that count up).
 */
export async function knownDevice(id: string | undefined, now: Date): Promise<string | undefined> {
  if (!id) return undefined;
  const hash = hashDeviceId(id);
  return (await isKnownDevice(hash, now)) ? hash : undefined;
}

/** A new device id (the cookie's value: 256 random bits), remembered for a year. */
export async function rememberDevice(now: Date): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await putKnownDevice(hashDeviceId(id), Math.floor(now.getTime() / 1000) + DEVICE_SECONDS);
  return id;
}
