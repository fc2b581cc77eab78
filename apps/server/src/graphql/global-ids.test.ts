import { encodeGlobalID as pothosEncodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from './global-ids.js';

describe('encodeGlobalID', () => {
  it('is base64("TypeName:id"), the same as the Relay plugin, whether the id is a number or a string', () => {
    expect(encodeGlobalID('ScheduleItemNode', 12)).toBe(Buffer.from('ScheduleItemNode:12').toString('base64'));
    expect(encodeGlobalID('ScheduleItemNode', '12')).toBe(pothosEncodeGlobalID('ScheduleItemNode', 12));
    expect(encodeGlobalID('AccountNode', 12)).toBe(pothosEncodeGlobalID('AccountNode', 12));
  });

  it('keeps answering correctly after its memo has started afresh', () => {
    for (let id = 1; id <= 60_000; id++) encodeGlobalID('OrganizationLevelNode', id);
    expect(encodeGlobalID('OrganizationLevelNode', 7)).toBe(pothosEncodeGlobalID('OrganizationLevelNode', 7));
    expect(encodeGlobalID('OrganizationLevelNode', 59_999)).toBe(pothosEncodeGlobalID('OrganizationLevelNode', 59_999));
  });
});
