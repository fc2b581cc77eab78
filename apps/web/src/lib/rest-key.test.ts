import { describe, expect, it } from 'vitest';
import { restKey } from './rest-key.js';

describe('restKey', () => {
  it('keys a path by itself and then its query string, so a path without one reaches every query', () => {
    expect(restKey('/abc/get_services/')).toEqual(['rest', '/abc/get_services/']);
    expect(restKey('/abc/get_available_slots/?selected_date=2026-11-24&staff_member=3')).toEqual([
      'rest',
      '/abc/get_available_slots/',
      'selected_date=2026-11-24&staff_member=3',
    ]);
  });
});
