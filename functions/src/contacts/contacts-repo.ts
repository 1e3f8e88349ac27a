import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage, ContactState } from '@catania/shared/schemas/contact';
import { db, tableName } from '../lib/db';
import { fromItem, queryAll } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';

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

/**
 * Sets where the owner is with a message. `unlessAnswered`: opening a message marks it read, but
 * never takes back 'risposto'. False for an unknown message (or an answered one left as is).
 */
export async function setContactState(
  id: string,
  state: ContactState,
  options: { now: Date; unlessAnswered?: boolean },
): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.contact(id),
        UpdateExpression: 'SET #state = :state, stateChangedAt = :now',
        // Only an existing message (never a new item); opening one never undoes 'risposto'.
        ConditionExpression: options.unlessAnswered
          ? 'attribute_exists(pk) AND (attribute_not_exists(#state) OR #state <> :answered)'
          : 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':state': state,
          ':now': options.now.toISOString(),
          ...(options.unlessAnswered ? { ':answered': 'risposto' } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getContact(id: string): Promise<ContactMessage | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.contact(id), ConsistentRead: true }),
  );
  return Item ? fromItem<ContactMessage>(Item) : undefined;
}
