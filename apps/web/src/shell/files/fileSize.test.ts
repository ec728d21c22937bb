import { describe, expect, it } from 'vitest';
import { fileSize } from './fileSize';

describe("an attachment's size", () => {
  it('reads in the user language, bytes in full and larger sizes short', () => {
    expect(fileSize(772, 'en')).toBe('772 bytes');
    expect(fileSize(1536, 'en')).toBe('1.5 kB');
    expect(fileSize(1536, 'pt-BR')).toBe('1,5 kB');
    expect(fileSize(3 * 1024 * 1024, 'en')).toBe('3 MB');
  });
});
