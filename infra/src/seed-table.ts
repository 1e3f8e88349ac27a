import { seedTable } from '@catania/functions/data/seed';

/**
 * CloudFormation custom resource of the data stack: on create and update it puts the four
 * apartments in the table when they are missing (the owner's later edits are kept), so one
 * `cdk deploy` leaves a working site. Delete does nothing: the table is retained.
 * It answers CloudFormation itself (PUT to the pre-signed ResponseURL), so no provider framework.
 */
interface CustomResourceEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  ResponseURL: string;
  StackId: string;
  RequestId: string;
  LogicalResourceId: string;
  PhysicalResourceId?: string;
}

export async function handler(event: CustomResourceEvent): Promise<void> {
  let status: 'SUCCESS' | 'FAILED' = 'SUCCESS';
  let reason = 'ok';
  let written = 0;
  try {
    if (event.RequestType !== 'Delete') written = await seedTable();
    reason = `${written} apartment(s) written`;
  } catch (error) {
    status = 'FAILED';
    reason = error instanceof Error ? error.message : String(error);
  }
  console.log(JSON.stringify({ message: 'seed', requestType: event.RequestType, status, reason }));
  const response = await fetch(event.ResponseURL, {
    method: 'PUT',
    headers: { 'content-type': '' },
    body: JSON.stringify({
      Status: status,
      Reason: reason.slice(0, 1000),
      PhysicalResourceId: event.PhysicalResourceId ?? 'seed-apartments',
      StackId: event.StackId,
      RequestId: event.RequestId,
      LogicalResourceId: event.LogicalResourceId,
      Data: { written },
    }),
  });
  if (!response.ok) throw new Error(`CloudFormation response failed: ${response.status}`);
}
