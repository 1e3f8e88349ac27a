import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { MessageKind, MessageTemplateContent } from '@catania/shared/domain/guest-messages';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';

/**
 * The owner's message templates (`MESSAGE_TEMPLATE` / `<kind>#<apartment or *>`). Only what the
 * owner wrote is stored: a kind never edited is the house's default, read from the code.
 */
export interface StoredTemplate extends MessageTemplateContent {
  kind: MessageKind;
  apartmentId?: ApartmentId;
  updatedAt: string;
}

export async function listStoredTemplates(): Promise<StoredTemplate[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.messageTemplatesPartition },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => fromItem<StoredTemplate>(item));
}

export async function putTemplate(template: StoredTemplate): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.messageTemplate(template.kind, template.apartmentId),
        entity: 'message-template',
        ...template,
      },
    }),
  );
}

/** Removes what the owner wrote; true if there was something. */
export async function deleteTemplate(
  kind: MessageKind,
  apartmentId: ApartmentId | undefined,
): Promise<boolean> {
  const { Attributes } = await db.send(
    new DeleteCommand({
      TableName: tableName,
      Key: keys.messageTemplate(kind, apartmentId),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes !== undefined;
}
