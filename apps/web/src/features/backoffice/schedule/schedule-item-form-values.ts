import type { SubscriptionGroupAccess } from '@kiai/shared';
import type { CreateScheduleItemInput, ScheduleItemFrequencyType, ScheduleItemInstructorRole } from '../../../graphql-types.generated.js';

/** Which pass groups may attend a class, and book it online, by group id. */
export type GroupRules = Record<string, { attend: boolean; shopBook: boolean }>;

/** Which subscription groups may attend a class, book it in the shop and enroll, by group id. */
export type SubscriptionGroupRules = Record<string, SubscriptionGroupAccess>;

/** The class form's values: what the inputs hold (text for numbers, '' for "none"). */
export interface ScheduleItemFormValues {
  frequencyType: ScheduleItemFrequencyType;
  dateStart: string;
  dateEnd: string;
  timeStart: string;
  timeEnd: string;
  organizationLocationRoom: string;
  organizationClasstype: string;
  organizationLevel: string;
  account: string;
  role: string;
  account2: string;
  role2: string;
  spaces: string;
  walkInSpaces: string;
  displayPublic: boolean;
  infoMailEnabled: boolean;
  infoMailContent: string;
  classpassGroups: GroupRules;
  subscriptionGroups: SubscriptionGroupRules;
  organizationClasspassDropin: string;
  organizationClasspassTrial: string;
}

export const NEW_CLASS_VALUES: ScheduleItemFormValues = {
  frequencyType: 'WEEKLY',
  dateStart: '',
  dateEnd: '',
  timeStart: '',
  timeEnd: '',
  organizationLocationRoom: '',
  organizationClasstype: '',
  organizationLevel: '',
  account: '',
  role: '',
  account2: '',
  role2: '',
  spaces: '',
  walkInSpaces: '0',
  displayPublic: true,
  infoMailEnabled: false,
  infoMailContent: '',
  classpassGroups: {},
  subscriptionGroups: {},
  organizationClasspassDropin: '',
  organizationClasspassTrial: '',
};

export interface ScheduleItemFields {
  frequencyType: ScheduleItemFrequencyType;
  dateStart: string;
  dateEnd: string | null;
  timeStart: string;
  timeEnd: string;
  spaces: number;
  walkInSpaces: number;
  displayPublic: boolean;
  infoMailEnabled: boolean;
  infoMailContent: string;
  role: string | null;
  role2: string | null;
  account: { id: string } | null;
  account2: { id: string } | null;
  organizationLocationRoom: { id: string };
  organizationClasstype: { id: string };
  organizationLevel: { id: string } | null;
  classpassGroups: { organizationClasspassGroupId: string; attend: boolean; shopBook: boolean }[];
  subscriptionGroups: (SubscriptionGroupAccess & { organizationSubscriptionGroupId: string })[];
  organizationClasspassDropinId: string | null;
  organizationClasspassTrialId: string | null;
}

/** A saved class as the form shows it (times as HH:mm, as the time inputs take them). */
export function formValuesOf(item: ScheduleItemFields): ScheduleItemFormValues {
  return {
    frequencyType: item.frequencyType,
    dateStart: item.dateStart,
    dateEnd: item.frequencyType === 'SPECIFIC' ? '' : (item.dateEnd ?? ''),
    timeStart: item.timeStart.slice(0, 5),
    timeEnd: item.timeEnd.slice(0, 5),
    organizationLocationRoom: item.organizationLocationRoom.id,
    organizationClasstype: item.organizationClasstype.id,
    organizationLevel: item.organizationLevel?.id ?? '',
    account: item.account?.id ?? '',
    role: item.role ?? '',
    account2: item.account2?.id ?? '',
    role2: item.role2 ?? '',
    spaces: String(item.spaces),
    walkInSpaces: String(item.walkInSpaces),
    displayPublic: item.displayPublic,
    infoMailEnabled: item.infoMailEnabled,
    infoMailContent: item.infoMailContent,
    classpassGroups: Object.fromEntries(item.classpassGroups.map((g) => [g.organizationClasspassGroupId, { attend: g.attend, shopBook: g.shopBook }])),
    subscriptionGroups: Object.fromEntries(item.subscriptionGroups.map((g) => [g.organizationSubscriptionGroupId, { attend: g.attend, shopBook: g.shopBook, enroll: g.enroll }])),
    organizationClasspassDropin: item.organizationClasspassDropinId ?? '',
    organizationClasspassTrial: item.organizationClasspassTrialId ?? '',
  };
}

// A cleared Select hands over null.
export const orNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
export const numberOrNull = (value: string | null) => (value === null || value.trim() === '' ? null : Number(value));

/** The values as the API takes them; the form's rules have passed, so numbers are numbers. */
export function scheduleItemInputOf(values: ScheduleItemFormValues): CreateScheduleItemInput {
  return {
    frequencyType: values.frequencyType,
    dateStart: values.dateStart,
    dateEnd: values.frequencyType === 'SPECIFIC' ? null : orNull(values.dateEnd),
    timeStart: values.timeStart,
    timeEnd: values.timeEnd,
    organizationLocationRoom: orNull(values.organizationLocationRoom),
    organizationClasstype: orNull(values.organizationClasstype),
    organizationLevel: orNull(values.organizationLevel),
    account: orNull(values.account),
    role: (orNull(values.role) as ScheduleItemInstructorRole | null) ?? null,
    account2: orNull(values.account2),
    role2: (orNull(values.role2) as ScheduleItemInstructorRole | null) ?? null,
    spaces: numberOrNull(values.spaces),
    walkInSpaces: numberOrNull(values.walkInSpaces),
    displayPublic: values.displayPublic,
    infoMailEnabled: values.infoMailEnabled,
    infoMailContent: values.infoMailContent,
    // A group with neither box ticked is simply not allowed.
    classpassGroups: Object.entries(values.classpassGroups)
      .filter(([, rule]) => rule.attend || rule.shopBook)
      .map(([organizationClasspassGroup, rule]) => ({ organizationClasspassGroup, ...rule })),
    subscriptionGroups: subscriptionGroupsInputOf(values.subscriptionGroups),
    organizationClasspassDropin: orNull(values.organizationClasspassDropin),
    organizationClasspassTrial: orNull(values.organizationClasspassTrial),
  };
}

/** The subscription groups as the API takes them: a group with no box ticked is simply not allowed. */
export function subscriptionGroupsInputOf(rules: SubscriptionGroupRules) {
  return Object.entries(rules)
    .filter(([, rule]) => rule.attend || rule.shopBook || rule.enroll)
    .map(([organizationSubscriptionGroup, rule]) => ({ organizationSubscriptionGroup, ...rule }));
}
