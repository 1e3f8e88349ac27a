import { createHash } from 'node:crypto';
import { createTableInput, TABLE } from '@catania/functions/lib/table';
import { apartmentCatalogue as seedApartments } from '@catania/shared/content/apartments';
import { seedReviews } from '@catania/shared/content/reviews';
import { CfnOutput, CustomResource, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  type Attribute,
  AttributeType,
  BillingMode,
  ProjectionType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { HandlerFunction } from '../constructs/handler-function';
import type { AppConfig } from '../src/config';
import { seedSpec } from '../src/functions';

export interface DataStackProps extends StackProps {
  config: AppConfig;
}

/**
 * The single table, built from functions/src/lib/table.ts (the definition the local stack and
 * the tests use), so its keys, indexes and TTL are written in one place. Retained and protected
 * from deletion: it holds the bookings.
 */
export class DataStack extends Stack {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    const shape = tableShape();

    this.table = new Table(this, 'Table', {
      tableName: `${config.name}-apartments`,
      partitionKey: shape.partitionKey,
      sortKey: shape.sortKey,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      // An AWS owned key: encrypted at rest at no cost and with no KMS calls.
      encryption: TableEncryption.DEFAULT,
      timeToLiveAttribute: TABLE.ttlAttribute,
    });
    for (const index of shape.indexes) {
      this.table.addGlobalSecondaryIndex({ ...index, projectionType: ProjectionType.ALL });
    }

    // Puts the four apartments and the seed reviews in the table when missing; runs again when
    // the seed data changes.
    const seed = new HandlerFunction(this, 'Seed', {
      spec: seedSpec(),
      resources: {
        table: this.table,
        environment: { TABLE_NAME: this.table.tableName, LOG_LEVEL: config.logLevel },
        logRetention: config.logRetentionDays,
        allowMissingHandlers: false,
      },
    });
    new CustomResource(this, 'SeedApartments', {
      serviceToken: seed.fn.functionArn,
      resourceType: 'Custom::SeedApartments',
      properties: {
        SeedHash: createHash('sha256')
          .update(JSON.stringify([seedApartments, seedReviews]))
          .digest('hex'),
      },
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }
}

interface TableShape {
  partitionKey: Attribute;
  sortKey?: Attribute;
  indexes: { indexName: string; partitionKey: Attribute; sortKey?: Attribute }[];
}

/** Turns the SDK's CreateTable input (the shared definition) into CDK keys and indexes. */
export function tableShape(): TableShape {
  const input = createTableInput('shape');
  const types = new Map(
    (input.AttributeDefinitions ?? []).map((a) => [a.AttributeName, a.AttributeType]),
  );
  const attribute = (name: string | undefined): Attribute => {
    const type = name ? types.get(name) : undefined;
    if (!name || !type) throw new Error(`table.ts: no attribute definition for ${name}`);
    return {
      name,
      type:
        type === 'N'
          ? AttributeType.NUMBER
          : type === 'B'
            ? AttributeType.BINARY
            : AttributeType.STRING,
    };
  };
  const keysOf = (schema: { AttributeName?: string; KeyType?: string }[] = []) => {
    const hash = schema.find((k) => k.KeyType === 'HASH')?.AttributeName;
    const range = schema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
    return { partitionKey: attribute(hash), ...(range ? { sortKey: attribute(range) } : {}) };
  };
  return {
    ...keysOf(input.KeySchema),
    indexes: (input.GlobalSecondaryIndexes ?? []).map((gsi) => {
      if (gsi.Projection?.ProjectionType !== 'ALL') {
        throw new Error(`table.ts: index ${gsi.IndexName} must project ALL (or teach tableShape)`);
      }
      return { indexName: gsi.IndexName ?? '', ...keysOf(gsi.KeySchema) };
    }),
  };
}
