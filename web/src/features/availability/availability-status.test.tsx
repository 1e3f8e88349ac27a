import { describe, expect, it } from 'vitest';
import { unavailableLabel } from './availability-status';

describe('the availability status count', () => {
  it("keeps the product's words, in the right number, and no '0 ... trovate'", () => {
    expect(unavailableLabel(3)).toBe('3 date non disponibili trovate');
    expect(unavailableLabel(1)).toBe('1 data non disponibile trovata');
    expect(unavailableLabel(0)).toBe('Tutte le date sono disponibili');
  });
});
