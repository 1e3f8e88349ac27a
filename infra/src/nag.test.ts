import { describe, expect, inject, it } from 'vitest';
import { SYNTH_VARIANTS, synthesized, type Variant } from './testing';

describe('cdk-nag AwsSolutions', () => {
  for (const variant of Object.keys(SYNTH_VARIANTS) as Variant[]) {
    it(`has no unacknowledged finding in ${variant}, and every acknowledgment says why`, () => {
      const { findings, acknowledgments } = synthesized(inject('synthDir'), variant);
      expect(findings).toEqual([]);
      expect(acknowledgments.length).toBeGreaterThan(0);
      for (const ack of acknowledgments) {
        expect(ack.reason?.length ?? 0, ack.id).toBeGreaterThan(30);
      }
    });
  }
});
