import type { ColumnType, Generated } from 'kysely';

type Text = ColumnType<string, string | undefined>;

/** A business relation (migration 0032): a supplier or a business customer of the club. */
export interface RelationsBusinessesTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  addressLine1: Text;
  addressLine2: Text;
  postcode: Text;
  city: Text;
  country: Text;
  email: Text;
  phone: Text;
  /** without separators, in capitals; '' when the relation has none */
  vatId: Text;
  registrationNumber: Text;
  note: Text;
  archived: ColumnType<boolean, boolean | undefined>;
  createdAt: ColumnType<Date, Date | undefined, never>;
}
