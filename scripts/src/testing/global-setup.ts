import type { TestProject } from 'vitest/node';
import { startDynamo } from '../local/dynamodb';
import { ensureJava } from '../local/java';
import './vitest-context';

/**
 * Vitest global setup for integration tests: one DynamoDB Local (in memory) for the whole run.
 * Each test file gets its own table (see `startTestApi`), so files never see each other's data.
 */
export default async function setup(project: TestProject) {
  ensureJava();
  const dynamo = await startDynamo();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}
