import { seedTable } from '@catania/functions/apartments/seed';

/**
 * CloudFormation custom resource of the data stack: on create and update it puts the four
 * apartments in the table when they are missing (the owner's later edits are kept), so one
 * `cdk deploy` leaves a working site. Delete does nothing: the table is retained.
 * It answers CloudFormation itself (PUT to the pre-signed ResponseURL), so no provider framework;
 * it always answers, before its own timeout, or the stack would wait an hour.
 */
export interface CustomResourceEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  ResponseURL: string;
  StackId: string;
  RequestId: string;
  LogicalResourceId: string;
  PhysicalResourceId?: string;
}

interface LambdaContext {
  getRemainingTimeInMillis(): number;
}

export async function handler(event: CustomResourceEvent, context?: LambdaContext): Promise<void> {
  let status: 'SUCCESS' | 'FAILED' = 'SUCCESS';
  let reason: string;
  let written = 0;
  try {
    if (event.RequestType !== 'Delete') {
      const budget = (context?.getRemainingTimeInMillis() ?? 60_000) - 5_000;
      written = await withTimeout(seedTable(), budget);
    }
    reason = `${written} apartment(s) written`;
  } catch (error) {
    status = 'FAILED';
    reason = error instanceof Error ? error.message : String(error);
  }
  console.log(JSON.stringify({ message: 'seed', requestType: event.RequestType, status, reason }));
  const body = JSON.stringify({
    Status: status,
    Reason: reason.slice(0, 1000),
    PhysicalResourceId: event.PhysicalResourceId ?? 'seed-apartments',
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
    Data: { written },
  });
  // The URL is signed without a content type: send none.
  const response = await fetch(event.ResponseURL, {
    method: 'PUT',
    headers: { 'content-type': '' },
    body: Buffer.from(body),
  });
  if (!response.ok) throw new Error(`CloudFormation response failed: ${response.status}`);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Seeding took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
