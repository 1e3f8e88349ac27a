import { describe, expect, it } from 'vitest';
import { maskTypedDate, parseTypedDate } from './date-text';

describe('parseTypedDate', () => {
  it('reads dd/MM/yyyy and its usual variants as a calendar date', () => {
    expect(parseTypedDate('10/07/2026')).toBe('2026-07-10');
    expect(parseTypedDate(' 1/7/2026 ')).toBe('2026-07-01');
    expect(parseTypedDate('10.07.2026')).toBe('2026-07-10');
    expect(parseTypedDate('10-07-2026')).toBe('2026-07-10');
    expect(parseTypedDate('10072026')).toBe('2026-07-10');
    expect(parseTypedDate('2026-07-10')).toBe('2026-07-10');
  });
  it('never reads the American order, nor a day that does not exist', () => {
    expect(parseTypedDate('04/20/2026')).toBeUndefined();
    expect(parseTypedDate('30/02/2026')).toBeUndefined();
    expect(parseTypedDate('10/07/26')).toBeUndefined();
    expect(parseTypedDate('')).toBeUndefined();
  });
});

describe('maskTypedDate', () => {
  it('puts the slashes in as the digits are typed', () => {
    let text = '';
    for (const key of '10072026') text = maskTypedDate(text, text + key);
    expect(text).toBe('10/07/2026');
    expect(maskTypedDate('', '1')).toBe('1');
    expect(maskTypedDate('1', '10')).toBe('10/');
    expect(maskTypedDate('10/0', '10/07')).toBe('10/07/');
  });
  it('leaves deleting, pasting and other separators alone', () => {
    expect(maskTypedDate('10/07/', '10/07')).toBe('10/07');
    expect(maskTypedDate('', '2026-07-10')).toBe('2026-07-10');
    expect(maskTypedDate('', '10.07.2026')).toBe('10.07.2026');
    expect(maskTypedDate('', '10/07/2026')).toBe('10/07/2026');
    expect(maskTypedDate('10/07/2026', '10/07/20261')).toBe('10/07/2026');
    expect(maskTypedDate('1', '1/')).toBe('1/');
    expect(maskTypedDate('1/', '1/7')).toBe('1/7');
  });
});
