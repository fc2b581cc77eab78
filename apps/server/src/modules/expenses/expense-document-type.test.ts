import { describe, expect, it } from 'vitest';
import { detectDocumentType } from './expense-document-type.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('an expense document’s type', () => {
  it('is read from the first bytes: PDF, JPEG, PNG', () => {
    expect(detectDocumentType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(detectDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
  });

  it('refuses anything else, WebP and HTML named .pdf included', () => {
    expect(detectDocumentType(new TextEncoder().encode('RIFF0000WEBPVP8 '))).toBeNull();
    expect(detectDocumentType(new TextEncoder().encode('<html><script>'))).toBeNull();
    expect(detectDocumentType(bytes())).toBeNull();
  });
});
