import { seedTable } from '@catania/functions/apartments/seed';
import { seedImportedReviews } from '@catania/functions/reviews/seed';
import { type CustomResourceEvent, type LambdaContext, runCustomResource } from './custom-resource';

/**
 * CloudFormation custom resource of the data stack: on create and update it puts the four
 * apartments and the imported seed reviews in the table when they are missing (the owner's later
 * edits and moderation are kept), so one
 * `cdk deploy` leaves a working site. Delete does nothing: the table is retained.
 */
export async function handler(event: CustomResourceEvent, context?: LambdaContext): Promise<void> {
  await runCustomResource(event, context, 'seed', async () => {
    const written =
      event.RequestType === 'Delete' ? 0 : (await seedTable()) + (await seedImportedReviews());
    return {
      physicalResourceId: event.PhysicalResourceId ?? 'seed-apartments',
      reason: `${written} apartment(s) and review(s) written`,
      data: { written },
    };
  });
}
