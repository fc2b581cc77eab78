import type { ExpenseDocumentType } from '@kiai/shared';
import { detectImageType } from '../images/index.js';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** A document's type from its first bytes, never from its name or the header sent: a PDF, JPEG or PNG, else null. */
export function detectDocumentType(bytes: Uint8Array): ExpenseDocumentType | null {
  if (PDF.every((b, i) => bytes[i] === b)) return 'application/pdf';
  const image = detectImageType(bytes);
  return image === 'image/jpeg' || image === 'image/png' ? image : null;
}
