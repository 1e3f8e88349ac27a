import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { site } from '@catania/shared/config/site';
import { db, tableName } from '../lib/db';
import { fromItem, queryAll } from '../lib/items';
import { keys } from '../lib/keys';

/**
 * The audit log of the owner's access to guests' personal data (privacy): who read
 * whose identities or exported the police file, and when. `AUDIT#<yyyy-MM>/<at>#<id>`, one
 * partition per month; kept `auditMonths` (the TTL). Entries name the stay or the date, never
 * the data itself.
 */
export type AuditAction =
  | 'view_guests'
  | 'export_alloggiati'
  | 'send_alloggiati'
  | 'download_alloggiati_receipt'
  | 'record_identification'
  | 'view_access'
  | 'update_access';

export interface AuditEntry {
  id: string;
  at: string;
  action: AuditAction;
  /** Who: the admin user name. */
  actor: string;
  /** What: a stay key, or the arrival date of an export. */
  subject: string;
  /** How many persons the access covered. */
  persons: number;
  requestId?: string;
}

export async function recordAudit(
  entry: Omit<AuditEntry, 'id' | 'at'>,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const id = randomUUID();
  const expiresAt =
    Math.floor(now.getTime() / 1000) + site.legal.retention.auditMonths * 31 * 86_400;
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.audit(at, id), entity: 'audit', expiresAt, id, at, ...entry },
      // A new random id: an entry is never overwritten.
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** A month's entries, newest first. */
export async function listAudit(month: string): Promise<AuditEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.auditPartition(month) },
    ScanIndexForward: false,
  });
  return items.map((item) => fromItem<AuditEntry>(item));
}
