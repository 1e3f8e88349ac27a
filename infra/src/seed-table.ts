import { seedTable } from '@catania/functions/apartments/seed';
import { type CustomResourceEvent, type LambdaContext, runCustomResource } from './custom-resource';

/**
 * CloudFormation custom resource of the data stack: on create and update it puts the four
 * apartments in the table when they are missing (the owner's later edits are kept), so one
 * `cdk deploy` leaves a working site. Delete does nothing: the table is retained.
 */
export async function handler(event: CustomResourceEvent, context?: LambdaContext): Promise<void> {
  await runCustomResource(event, context, 'seed', async () => {
    const written = event.RequestType === 'Delete' ? 0 : await seedTable();
    return {
      physicalResourceId: event.PhysicalResourceId ?? 'seed-apartments',
      reason: `${written} apartment(s) written`,
      data: { written },
    };
  });
}
