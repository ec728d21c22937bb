import { describe, expect, it } from 'vitest';
import { detectCsvDelimiter, deviceCsvRowNumber, spreadsheetDelimiter } from './device-import';

const header = ['imei', 'serialNumber', 'kind', 'manufacturer', 'model', 'network'];

describe('detectCsvDelimiter', () => {
  it('reads a comma-, semicolon- or tab-separated header', () => {
    expect(detectCsvDelimiter(`${header.join(',')}\n1,2,3,4,5,6\n`)).toBe(',');
    expect(detectCsvDelimiter(`${header.join(';')}\n1;2;3;4;5;6\n`)).toBe(';');
    expect(detectCsvDelimiter(`${header.join('\t')}\n1\t2\t3\t4\t5\t6\n`)).toBe('\t');
  });

  it('reads a pt-BR spreadsheet file: byte-order mark, semicolons and CRLF line ends', () => {
    expect(detectCsvDelimiter(`\uFEFF${header.join(';')}\r\n1;2;3;4;5;6\r\n`)).toBe(';');
  });

  it('looks at the header only, not at commas in the rows below it', () => {
    expect(detectCsvDelimiter(`${header.join(';')}\r\nRua A, 10, 11, 12;b;c;d;e;f\r\n`)).toBe(';');
  });

  it('ignores separators inside quoted header cells', () => {
    expect(detectCsvDelimiter('"a,b,c,d";"e";"f"\n')).toBe(';');
    expect(detectCsvDelimiter('"x;y;z",imei,kind\n')).toBe(',');
    // A quoted cell may even hold a line break; the header goes on after it.
    expect(detectCsvDelimiter('"first\nsecond",b;c;d\n')).toBe(';');
  });

  it('falls back to the comma for a header of one column or an empty file', () => {
    expect(detectCsvDelimiter('imei\n123\n')).toBe(',');
    expect(detectCsvDelimiter('')).toBe(',');
  });
});

describe('spreadsheetDelimiter', () => {
  it('gives the separator each language’s spreadsheets expect', () => {
    expect(spreadsheetDelimiter('pt-BR')).toBe(';');
    expect(spreadsheetDelimiter('tr')).toBe(';');
    expect(spreadsheetDelimiter('en')).toBe(',');
    expect(spreadsheetDelimiter('ar')).toBe(',');
    expect(spreadsheetDelimiter('xx')).toBe(',');
  });
});

describe('deviceCsvRowNumber', () => {
  it('numbers rows as a spreadsheet shows them, the header being row 1', () => {
    expect(deviceCsvRowNumber(0)).toBe(2);
    expect(deviceCsvRowNumber(9)).toBe(11);
  });
});
