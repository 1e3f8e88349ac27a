import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

/**
 * One document client per Lambda container. Locally the endpoint comes from the SDK's own
 * `AWS_ENDPOINT_URL_DYNAMODB` setting, so this code is the same in AWS and on a laptop.
 */
export const db = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = env.TABLE_NAME;
