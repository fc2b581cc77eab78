import type { ValidityUnit } from '@kiai/shared';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Flag = ColumnType<boolean, boolean | undefined>;

export type { ValidityUnit };

export interface OrganizationClasspassesTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  /** HTML */
  description: ColumnType<string, string | undefined>;
  /** exact decimal as a string */
  price: string;
  quickStatsAmount: ColumnType<string, string | undefined>;
  validity: number;
  validityUnit: ValidityUnit;
  classes: ColumnType<number, number | undefined>;
  unlimited: Flag;
  trialPass: Flag;
  displayPublic: Flag;
  displayShop: Flag;
  archived: Flag;
  financeTaxRateId: ColumnType<number | null, number | null | undefined>;
  /** a membership the buyer must hold on the pass's first day (migration 0047) */
  requiredMembershipId: ColumnType<number | null, number | null | undefined>;
  createdAt: CreatedAt;
}

export interface OrganizationClasspassGroupsTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  description: ColumnType<string, string | undefined>;
  archived: Flag;
  createdAt: CreatedAt;
}

export interface OrganizationClasspassGroupClasspassesTable {
  clubId: number;
  organizationClasspassGroupId: number;
  organizationClasspassId: number;
}

export interface ScheduleItemOrganizationClasspassGroupsTable {
  clubId: number;
  scheduleItemId: number;
  organizationClasspassGroupId: number;
  attend: Flag;
  shopBook: Flag;
}

export interface ScheduleItemPricesTable {
  id: Generated<number>;
  clubId: number;
  scheduleItemId: number;
  dateStart: string;
  dateEnd: string | null;
  organizationClasspassDropinId: number | null;
  organizationClasspassTrialId: number | null;
}

export interface AccountClasspassesTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  organizationClasspassId: number;
  dateStart: string;
  dateEnd: string;
  note: ColumnType<string, string | undefined>;
  createdAt: CreatedAt;
}
