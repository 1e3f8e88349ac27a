import { App, type AppProps, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from '../stacks/api-stack';
import { DataStack } from '../stacks/data-stack';
import { WebStack } from '../stacks/web-stack';
import { type AppConfig, readConfig } from './config';
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
  api: ApiStack;
}

/**
 * The whole product as a CDK app: three stacks split by concern (data; web: CloudFront, bucket and
 * the HTTP API endpoint; api: the functions, their routes and schedules, mail), checked by
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
  const data = new DataStack(app, `${config.name}-data`, {
    env,
    config,
    description: 'Catania apartments: the DynamoDB table',
  });
  const web = new WebStack(app, `${config.name}-web`, {
    env,
    config,
    description: 'Catania apartments: CloudFront, the site bucket and the HTTP API endpoint',
  });
  const api = new ApiStack(app, `${config.name}-api`, {
    env,
    config,
    table: data.table,
    httpApi: web.httpApi,
    siteUrl: web.siteUrl,
    functionsDir,
    description: 'Catania apartments: the API and job functions, their routes and schedules, mail',
  });

  Tags.of(app).add('project', config.name);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, config, data, web, api };
}
