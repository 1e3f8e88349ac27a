import { App, type AppProps, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from '../stacks/api-stack';
import { CertificateStack } from '../stacks/certificate-stack';
import { DataStack } from '../stacks/data-stack';
import { FirewallStack } from '../stacks/firewall-stack';
import { OpsStack } from '../stacks/ops-stack';
import { WebStack } from '../stacks/web-stack';
import { type AppConfig, makesCertificate, readConfig } from './config';
import {
  defaultFunctionsDir,
  functionSpecs,
  missingEntries,
  missingHandlersMessage,
} from './functions';

export interface CreateAppOptions {
  /** App props (tests pass context and an outdir); the CLI passes context by itself. */
  appProps?: AppProps;
  /** Where `handlers/` and `jobs/` live. */
  functionsDir?: string;
  env?: NodeJS.ProcessEnv;
}

export interface ProductApp {
  app: App;
  config: AppConfig;
  data: DataStack;
  web: WebStack;
  ops: OpsStack;
  api: ApiStack;
  /** Only with a custom domain in the hosted zone and no certificate given. */
  certificate?: CertificateStack;
  /** The WAF web ACL in front of CloudFront, unless the stage goes without (`firewall: false`). */
  firewall?: FirewallStack;
}

/**
 * The whole product as a CDK app, for one stage: stacks split by concern (data; web: CloudFront,
 * bucket and the HTTP API endpoint; ops: the alarm topic, alarms and budget; api: the functions,
 * their routes and schedules, mail; and, for a custom domain in a hosted zone, its certificate in
 * us-east-1; the WAF web ACL in us-east-1 too), every name prefixed with the stage's (`catania-…`, `catania-staging-…`), checked by
 * cdk-nag's AwsSolutions pack, whose findings stop the synth unless acknowledged with a reason.
 */
export function createApp(options: CreateAppOptions = {}): ProductApp {
  const app = new App(options.appProps);
  const config = readConfig((key) => app.node.tryGetContext(key), options.env);
  const functionsDir = options.functionsDir ?? defaultFunctionsDir;

  const missing = missingEntries(functionSpecs(functionsDir));
  if (missing.length > 0 && !config.allowMissingHandlers) {
    throw new Error(missingHandlersMessage(missing));
  }

  const env = { account: config.account, region: config.region };
  const stackName = (part: string) => `${config.name}-${part}`;
  const certificate =
    makesCertificate(config) && config.domainName
      ? new CertificateStack(app, stackName('certificate'), {
          // CloudFront takes certificates from us-east-1 only.
          env: { account: config.account, region: 'us-east-1' },
          crossRegionReferences: true,
          config,
          domainName: config.domainName,
          description: `Catania apartments (${config.stage}): the site's certificate for CloudFront`,
        })
      : undefined;
  const firewall = config.firewall
    ? new FirewallStack(app, stackName('firewall'), {
        // A web ACL for CloudFront lives in us-east-1, like its certificates.
        env: { account: config.account, region: 'us-east-1' },
        crossRegionReferences: true,
        config,
        description: `Catania apartments (${config.stage}): the WAF web ACL in front of CloudFront`,
      })
    : undefined;
  const data = new DataStack(app, stackName('data'), {
    env,
    config,
    description: `Catania apartments (${config.stage}): the DynamoDB table`,
  });
  const web = new WebStack(app, stackName('web'), {
    env,
    config,
    certificate: certificate?.certificate,
    webAclArn: firewall?.webAcl.attrArn,
    crossRegionReferences: Boolean(certificate || firewall),
    description: `Catania apartments (${config.stage}): CloudFront, the site bucket and the HTTP API endpoint`,
  });
  const ops = new OpsStack(app, stackName('ops'), {
    env,
    config,
    httpApi: web.httpApi,
    description: `Catania apartments (${config.stage}): the alarm topic, the alarms and the budget`,
  });
  const api = new ApiStack(app, stackName('api'), {
    env,
    config,
    table: data.table,
    httpApi: web.httpApi,
    siteUrl: web.siteUrl,
    alarms: ops.alarmTarget,
    originVerifySecret: web.originVerifySecret,
    distribution: web.distribution,
    site: {
      siteBucket: web.siteBucket,
      uploadsBucket: web.uploadsBucket,
      policies: web.sitePolicies,
    },
    ...(web.webBuild ? { webBuild: web.webBuild } : {}),
    functionsDir,
    description: `Catania apartments (${config.stage}): the API and job functions, their routes and schedules, mail`,
  });

  Tags.of(app).add('project', config.project);
  Tags.of(app).add('stage', config.stage);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, config, data, web, ops, api, certificate, firewall };
}
