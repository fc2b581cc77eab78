import { describe, expect, it } from 'vitest';
import { ScheduleClassesDocument, ScheduleClassFieldsFragmentDoc } from '../features/schedule/schedule.generated.js';
import { UpdateAccountDocument } from '../features/account/account.generated.js';
import { operationKey } from './operation-key.js';

describe('operationKey', () => {
  it('names a query or mutation by its operation, not by the fragments it spreads', () => {
    expect(operationKey(ScheduleClassesDocument)).toEqual(['ScheduleClasses']);
    expect(operationKey(UpdateAccountDocument)).toEqual(['UpdateAccount']);
  });

  it('refuses a document without an operation', () => {
    expect(() => operationKey(ScheduleClassFieldsFragmentDoc)).toThrow('needs an operation name');
  });
});
