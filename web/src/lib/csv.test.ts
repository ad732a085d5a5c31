import { describe, expect, it } from 'vitest';

import { csvDocument, csvField } from './csv';

describe('csvField', () => {
  it('quotes and doubles quotes', () => {
    expect(csvField('Plain')).toBe('"Plain"');
    expect(csvField('She said "hi", then left')).toBe('"She said ""hi"", then left"');
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField('+61 7 5555')).toBe('"\'+61 7 5555"');
    expect(csvField('-2+3')).toBe('"\'-2+3"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvField('\t=1')).toBe('"\'\t=1"');
    expect(csvField('\r=1')).toBe('"\'\r=1"');
  });

  it('neutralises full-width signs and signs after leading spaces, which spreadsheets also read', () => {
    expect(csvField('＝HYPERLINK("x")')).toBe('"\'＝HYPERLINK(""x"")"');
    expect(csvField('＋1')).toBe('"\'＋1"');
    expect(csvField('  =1+1')).toBe('"\'  =1+1"');
    expect(csvField('\u3000@cmd')).toBe('"\'\u3000@cmd"');
  });

  it('leaves ordinary text alone, signs inside it included', () => {
    expect(csvField('Smith & Sons = best')).toBe('"Smith & Sons = best"');
    expect(csvField('alice@example.com')).toBe('"alice@example.com"');
    expect(csvField('')).toBe('""');
  });
});

describe('csvDocument', () => {
  it('writes each row on a line of its own, with CRLF after every line', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        ['c', '=d'],
      ]),
    ).toBe('"a","b"\r\n"c","\'=d"\r\n');
  });
});
