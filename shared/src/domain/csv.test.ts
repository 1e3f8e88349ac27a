import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvAmount, csvCell, csvFileName, neutraliseFormula, toCsv } from './csv';

describe('formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+39 333 1234567+A1', "'+39 333 1234567+A1"],
    ['+39 333 SOMMA(A1)', "'+39 333 SOMMA(A1)"],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ['+39 333 123456;=1', `"'+39 333 123456;=1"`],
    ['+', "'+"],
    ['+39 333 1234567\n=1+1', `"'+39 333 1234567\n=1+1"`],
    ['-39 333 1234567', "'-39 333 1234567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', '"\'\r=1+1"'],
    ["=cmd|' /C calc'!A0", `'=cmd|' /C calc'!A0`],
  ])('neutralises %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('leaves ordinary text alone', () => {
    expect(neutraliseFormula('Mario Rossi')).toBe('Mario Rossi');
    expect(neutraliseFormula('mario@example.com')).toBe('mario@example.com');
    expect(neutraliseFormula('a=b')).toBe('a=b');
  });

  it('writes a plain phone number as it is, without a visible apostrophe', () => {
    for (const phone of [
      '+39 333 1234567',
      '+393331234567',
      '+39 095-123.4567',
      '+44 (0)20 7946 0958',
      '+1 415/555-0100',
    ]) {
      expect(csvCell(phone)).toBe(phone);
    }
    expect(csvCell('333 1234567')).toBe('333 1234567');
  });
});

describe('quoting', () => {
  it('quotes the separator, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b')).toBe('a,b'); // the separator is ';'
    expect(csvCell('dice "ciao"')).toBe('"dice ""ciao"""');
    expect(csvCell('riga 1\nriga 2')).toBe('"riga 1\nriga 2"');
  });

  it('quotes always when the column asks, also empty values', () => {
    expect(csvCell('ciao', true)).toBe('"ciao"');
    expect(csvCell(undefined, true)).toBe('""');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(2)).toBe('2');
  });
});

describe('toCsv', () => {
  it('writes a BOM, a header and CRLF rows', () => {
    const csv = toCsv(
      [
        { header: 'Nome', value: (r: { n: string; m: string }) => r.n },
        { header: 'Messaggio', value: (r) => r.m, quote: true },
      ],
      [
        { n: 'Anna', m: 'Ciao; a presto' },
        { n: '=1+1', m: '@x' },
      ],
    );
    expect(csv).toBe(`${CSV_BOM}Nome;Messaggio\r\nAnna;"Ciao; a presto"\r\n'=1+1;"'@x"\r\n`);
  });
});

describe('helpers', () => {
  it('formats amounts with a decimal comma', () => {
    expect(csvAmount(85)).toBe('85,00');
    expect(csvAmount(85.5)).toBe('85,50');
  });

  it('names files with the date', () => {
    expect(csvFileName('contatti', '2026-05-10')).toBe('contatti-2026-05-10.csv');
  });
});
