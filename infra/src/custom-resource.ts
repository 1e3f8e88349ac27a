/**
 * The CloudFormation custom resource protocol, for the handlers of this app's custom resources
 * (seed-table.ts, stripe-webhook-endpoint.ts). Each answers CloudFormation itself (a PUT to the
 * pre-signed ResponseURL), so no provider framework; each always answers, before its own
 * timeout, or the stack would wait an hour.
 */
export interface CustomResourceEvent<P = Record<string, unknown>> {
  RequestType: 'Create' | 'Update' | 'Delete';
  ResponseURL: string;
  StackId: string;
  RequestId: string;
  LogicalResourceId: string;
  PhysicalResourceId?: string;
  ResourceProperties?: P & { ServiceToken?: string };
  OldResourceProperties?: P & { ServiceToken?: string };
}

export interface LambdaContext {
  getRemainingTimeInMillis(): number;
}

export interface Outcome {
  physicalResourceId: string;
  reason: string;
  data?: Record<string, string | number>;
}

/**
 * Runs `work` within the Lambda's remaining time (less a margin to answer) and reports the
 * outcome to CloudFormation: SUCCESS with its data, or FAILED with the error's message.
 */
export async function runCustomResource<P>(
  event: CustomResourceEvent<P>,
  context: LambdaContext | undefined,
  name: string,
  work: () => Promise<Outcome>,
): Promise<void> {
  let status: 'SUCCESS' | 'FAILED' = 'SUCCESS';
  let outcome: Outcome;
  try {
    const budget = (context?.getRemainingTimeInMillis() ?? 60_000) - 5_000;
    outcome = await withTimeout(work(), budget);
  } catch (error) {
    status = 'FAILED';
    outcome = {
      // A failed Create keeps no resource: CloudFormation's rollback then deletes this id.
      physicalResourceId: event.PhysicalResourceId ?? `${name}-failed-${event.RequestId}`,
      reason: error instanceof Error ? error.message : String(error),
    };
  }
  console.log(
    JSON.stringify({
      message: name,
      requestType: event.RequestType,
      status,
      reason: outcome.reason,
    }),
  );
  const body = JSON.stringify({
    Status: status,
    Reason: outcome.reason.slice(0, 1000),
    PhysicalResourceId: outcome.physicalResourceId,
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
    Data: outcome.data ?? {},
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
    timer = setTimeout(() => reject(new Error(`Took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
