import { renderStoredPages } from '@catania/functions/site/publish';
import { type CustomResourceEvent, type LambdaContext, runCustomResource } from './custom-resource';

/**
 * CloudFormation custom resource of the API stack, run by every deploy whose web build changed
 * (its `Build` property is the build's hash), after the web stack has uploaded the build's files:
 * renders the pages made from the stored content (the apartments as the owner published them)
 * with the new build's renderer and puts them on the site (docs/decisions/0019). The build's own
 * copies of those pages, made from the repository's seed, are never uploaded. Delete does
 * nothing: the pages stay with the bucket.
 */
export async function handler(event: CustomResourceEvent, context?: LambdaContext): Promise<void> {
  await runCustomResource(event, context, 'render-stored-pages', async () => {
    const paths = event.RequestType === 'Delete' ? [] : await renderStoredPages();
    return {
      physicalResourceId: event.PhysicalResourceId ?? 'stored-content-pages',
      reason: `${paths.length} page(s) rendered from the stored content`,
      data: { rendered: paths.length },
    };
  });
}
