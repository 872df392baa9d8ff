import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file';

describe('fileNameOf', () => {
  it('reads the file name the server gave a download', () => {
    expect(fileNameOf('attachment; filename="receipt-UMG-2026-27-000001.pdf"')).toBe(
      'receipt-UMG-2026-27-000001.pdf',
    );
  });

  it('finds none without a quoted name', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});
