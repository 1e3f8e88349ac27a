import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage } from '@catania/shared/schemas/contact';
import { db, tableName } from '../lib/db';
import { fromItem, queryAll } from '../lib/items';
import { keys } from '../lib/keys';

/**
 * Contact-form messages. Each is its own item `CONTACT#<id>`, listed newest first through the
 * byCollection index (gsi2pk = CONTACT, gsi2sk = created_at + id) for the owner's contact list.
 */
export async function putContact(message: ContactMessage): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.contact(message.id),
        entity: 'contact',
        gsi2pk: keys.collections.contacts,
        gsi2sk: `${message.created_at}#${message.id}`,
        ...message,
      },
      // A fresh random id never collides; the condition makes sure a retry cannot overwrite one.
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Every message, newest first (the admin's contact list). */
export async function listContacts(): Promise<ContactMessage[]> {
  const messages: ContactMessage[] = [];
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.collections.contacts },
    ScanIndexForward: false,
  });
  for (const item of items) messages.push(fromItem<ContactMessage>(item));
  return messages;
}
