import { describe, expect, it } from 'vitest';
import { RestRequestError } from './errors.js';
import { fetchFile } from './fetch-file.js';

describe('fetching a file of the club API', () => {
  it('resolves the bytes with the name from Content-Disposition', async () => {
    const answer = new Response('%PDF-1.7', { headers: { 'content-disposition': 'attachment; filename="INV2026-0001.pdf"' } });
    const file = await fetchFile(async () => answer, '/api/finance/invoices/x/pdf/');
    expect(file.filename).toBe('INV2026-0001.pdf');
    await expect(file.blob.text()).resolves.toBe('%PDF-1.7');
  });

  it('has no name without Content-Disposition', async () => {
    const file = await fetchFile(async () => new Response('x'), '/x');
    expect(file.filename).toBeNull();
  });

  it("rejects a refused answer with its error field, or its status", async () => {
    const refused = Response.json({ success: false, error: 'Not found' }, { status: 404 });
    await expect(fetchFile(async () => refused, '/x')).rejects.toEqual(new RestRequestError('Not found', 404));
    await expect(fetchFile(async () => new Response('oops', { status: 500 }), '/x')).rejects.toEqual(new RestRequestError('Request failed with status 500', 500));
  });
});
