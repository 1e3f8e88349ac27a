import { describe, expect, it } from 'vitest';
import { centsToEuro, euroToCents, formatEuro } from './money';

// Intl puts a no-break space between the amount and the euro sign.
const NBSP = '\u00a0';

describe('formatEuro', () => {
  it('writes whole euros without decimals, sign after the amount', () => {
    expect(formatEuro(85)).toBe(`85${NBSP}€`);
    expect(formatEuro(0)).toBe(`0${NBSP}€`);
  });

  it('writes cents with a decimal comma and always two digits', () => {
    expect(formatEuro(85.5)).toBe(`85,50${NBSP}€`);
    expect(formatEuro(79.05)).toBe(`79,05${NBSP}€`);
    expect(formatEuro(0.1 + 0.2)).toBe(`0,30${NBSP}€`);
  });

  it('groups thousands with a dot as Italian does (from five digits)', () => {
    expect(formatEuro(12_345)).toBe(`12.345${NBSP}€`);
    expect(formatEuro(31_025.5)).toBe(`31.025,50${NBSP}€`);
  });

  it('rounds to the cent, and drops ,00 when the rounding makes whole euros', () => {
    expect(formatEuro(85.999)).toBe(`86${NBSP}€`);
    expect(formatEuro(85.004)).toBe(`85${NBSP}€`);
    expect(formatEuro(85.005 + 0.001)).toBe(`85,01${NBSP}€`);
  });
});

describe('euroToCents and centsToEuro', () => {
  it('convert without floating-point residue', () => {
    expect(euroToCents(85)).toBe(8500);
    expect(euroToCents(0.1 + 0.2)).toBe(30);
    expect(euroToCents(19.99)).toBe(1999);
    expect(centsToEuro(55_335)).toBe(553.35);
    expect(centsToEuro(euroToCents(1234.56))).toBe(1234.56);
  });
});
