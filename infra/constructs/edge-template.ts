import {
  type EdgeConfig,
  SITE_FILES,
  type SiteFileRule,
  UPLOADS_PATH_PATTERN,
} from './edge-definition';

/**
 * Reads the edge back out of a synthesized web stack template (CloudFormation JSON): the code of
 * the functions its distribution runs, the headers its response headers policy adds, what its
 * API behaviour forwards and adds, and how its site uploads are cached. The infra tests compare
 * the result with `siteEdge`; `EDGE_TEMPLATE=<template>` makes the local gateway apply it
 * instead of the definition, to try the built site under exactly what `cdk deploy` would deploy.
 */

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
type Json = any;

interface Template {
  Resources: Record<string, { Type: string; Properties: Json }>;
}

export function edgeFromTemplate(template: Template): EdgeConfig {
  const resources = Object.entries(template.Resources);
  const one = (type: string) => {
    const found = resources.filter(([, r]) => r.Type === type);
    if (found.length !== 1) throw new Error(`expected one ${type}, found ${found.length}`);
    return (found[0] as [string, { Properties: Json }])[1].Properties;
  };
  const byRef = (ref: Json) => {
    const id = ref?.Ref ?? ref?.['Fn::GetAtt']?.[0];
    const resource = template.Resources[id];
    if (!resource) throw new Error(`no resource ${JSON.stringify(ref)} in the template`);
    return resource.Properties;
  };

  const distribution = one('AWS::CloudFront::Distribution').DistributionConfig;
  // The owner's uploads go to their bucket (UPLOADS_PATH_PATTERN), applied by the gateway as such.
  const behaviours: Json[] = (distribution.CacheBehaviors ?? []).filter(
    (b: Json) => b.PathPattern !== UPLOADS_PATH_PATTERN,
  );
  const functionCode = (eventType: string) => {
    const association = (distribution.DefaultCacheBehavior.FunctionAssociations ?? []).find(
      (a: Json) => a.EventType === eventType,
    );
    if (!association) throw new Error(`no ${eventType} function on the default behaviour`);
    return byRef(association.FunctionARN).FunctionCode as string;
  };

  const apiBehaviour = behaviours.find((b) => b.OriginRequestPolicyId);
  if (!apiBehaviour) throw new Error('no behaviour forwards requests to the API');
  const apiOrigin = distribution.Origins.find((o: Json) => o.Id === apiBehaviour.TargetOriginId);
  const forwarded = byRef(apiBehaviour.OriginRequestPolicyId).OriginRequestPolicyConfig
    .HeadersConfig;
  if (forwarded.HeaderBehavior !== 'whitelist') {
    throw new Error(`the API behaviour forwards headers by ${forwarded.HeaderBehavior}`);
  }

  const policyIds = new Set(
    [distribution.DefaultCacheBehavior, ...behaviours].map((b) =>
      JSON.stringify(b.ResponseHeadersPolicyId),
    ),
  );
  if (policyIds.size !== 1) throw new Error('the behaviours use different response headers');

  return {
    viewerRequestCode: functionCode('viewer-request'),
    viewerResponseCode: functionCode('viewer-response'),
    staticPathPatterns: behaviours
      .filter((b) => b !== apiBehaviour && !b.FunctionAssociations?.length)
      .map((b) => b.PathPattern),
    responseHeaders: headersOfPolicy(
      byRef(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId).ResponseHeadersPolicyConfig,
    ),
    api: {
      pathPattern: apiBehaviour.PathPattern,
      forwardedHeaders: forwarded.Headers,
      originHeaders: (apiOrigin.OriginCustomHeaders ?? []).map((h: Json) => h.HeaderName),
    },
    siteFiles: [
      ...resources
        .filter(([, r]) => r.Type === 'Custom::CDKBucketDeployment')
        .map(([id, r]) => siteFileRuleOf(id, r.Properties)),
      // What the publish Lambda writes is in no deployment of the template.
      ...SITE_FILES.filter((rule) => rule.published),
    ],
  };
}

/** The headers a response headers policy adds, as viewers receive them (lower-case names). */
function headersOfPolicy(config: Json): Record<string, string> {
  const security = config.SecurityHeadersConfig ?? {};
  const headers: Record<string, string> = {};
  const hsts = security.StrictTransportSecurity;
  if (hsts) {
    headers['strict-transport-security'] =
      `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`;
  }
  if (security.ContentSecurityPolicy) {
    headers['content-security-policy'] = security.ContentSecurityPolicy.ContentSecurityPolicy;
  }
  if (security.ContentTypeOptions) headers['x-content-type-options'] = 'nosniff';
  if (security.FrameOptions) headers['x-frame-options'] = security.FrameOptions.FrameOption;
  if (security.ReferrerPolicy) headers['referrer-policy'] = security.ReferrerPolicy.ReferrerPolicy;
  for (const item of config.CustomHeadersConfig?.Items ?? []) {
    headers[String(item.Header).toLowerCase()] = item.Value;
  }
  const notOverriding = [
    ...Object.values(security).filter((h: Json) => h.Override !== true),
    ...(config.CustomHeadersConfig?.Items ?? []).filter((h: Json) => h.Override !== true),
  ];
  if (notOverriding.length > 0) throw new Error('a policy header does not override the origin');
  return headers;
}

function siteFileRuleOf(logicalId: string, props: Json): SiteFileRule {
  const name = /^Deploy([A-Za-z]+?)CustomResource/.exec(logicalId)?.[1];
  if (!name) throw new Error(`unexpected deployment id ${logicalId}`);
  return {
    name,
    exclude: props.Exclude ?? [],
    include: props.Include ?? [],
    cacheControl: props.SystemMetadata?.['cache-control'] ?? '',
    metadata: props.UserMetadata ?? {},
    prune: props.Prune !== false,
  };
}
