import { createTableInput, TABLE } from '@catania/functions/lib/table';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Synthesized, synthesized } from '../src/testing';
import { tableShape } from './data-stack';

let product: Synthesized;
beforeAll(() => {
  product = synthesized(inject('synthDir'), 'prod');
});

describe('data stack: the single table', () => {
  it('has the keys of functions/src/lib/table.ts', () => {
    product.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: 'catania-apartments',
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('has one GSI per index of the shared definition, projecting everything', () => {
    const indexes = Object.entries(TABLE.indexes).map(([name, keys]) => ({
      IndexName: name,
      KeySchema: [
        { AttributeName: keys.partitionKey, KeyType: 'HASH' },
        ...('sortKey' in keys ? [{ AttributeName: keys.sortKey, KeyType: 'RANGE' }] : []),
      ],
      Projection: { ProjectionType: 'ALL' },
    }));
    product.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: Match.arrayWith(indexes.map((i) => Match.objectLike(i))),
    });
    const table = Object.values(product.templates.data.findResources('AWS::DynamoDB::Table'))[0];
    expect(table?.Properties.GlobalSecondaryIndexes).toHaveLength(indexes.length);
    expect(table?.Properties.AttributeDefinitions).toEqual(
      expect.arrayContaining(createTableInput('x').AttributeDefinitions ?? []),
    );
  });

  it('expires items on the TTL attribute', () => {
    product.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    });
  });

  it('has point-in-time recovery and deletion protection, and is retained', () => {
    product.templates.data.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it('reads its shape from the CreateTable input', () => {
    const shape = tableShape();
    expect(shape.partitionKey.name).toBe(TABLE.partitionKey);
    expect(shape.sortKey?.name).toBe(TABLE.sortKey);
    expect(shape.indexes.map((i) => i.indexName)).toEqual(Object.keys(TABLE.indexes));
  });

  it('seeds the apartments through a custom resource that reruns when the seed changes', () => {
    product.templates.data.hasResourceProperties('Custom::SeedApartments', {
      SeedHash: Match.stringLikeRegexp('^[0-9a-f]{64}$'),
    });
  });
});
