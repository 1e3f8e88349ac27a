import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { site } from '@catania/shared/config/site';
import type { AdminSessionResponse } from '@catania/shared/schemas/admin';
import { type AdminSessionRecord, deleteSession, getSession, putSession } from './sessions-repo';

export const SESSION_SECONDS = site.admin.sessionHours * 3600;

/** Sessions are stored under this digest: a leaked table does not hand out live cookies. */
const hashSessionId = (id: string) => createHash('sha256').update(id).digest('base64url');

export interface NewSession {
  /** The cookie's value: 256 random bits. */
  id: string;
  record: AdminSessionRecord;
}

export async function startSession(username: string, now: Date): Promise<NewSession> {
  const id = randomBytes(32).toString('base64url');
  const record: AdminSessionRecord = {
    username,
    csrfToken: randomBytes(32).toString('base64url'),
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + SESSION_SECONDS,
  };
  await putSession(hashSessionId(id), record);
  return { id, record };
}

export function findSession(id: string, now: Date): Promise<AdminSessionRecord | undefined> {
  return getSession(hashSessionId(id), now);
}

export function endSession(id: string): Promise<void> {
  return deleteSession(hashSessionId(id));
}

/** What login and GET /api/admin/session answer. */
export function sessionResponse(record: AdminSessionRecord): AdminSessionResponse {
  return {
    csrfToken: record.csrfToken,
    username: record.username,
    expiresAt: new Date(record.expiresAt * 1000).toISOString(),
  };
}

/** Constant-time comparison of two strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}
