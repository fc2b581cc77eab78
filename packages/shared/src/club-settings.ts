/** Choices of the club settings (spec sections 3 and 9), shared by the settings forms and the server's checks. */
export const DATE_FORMATS = ['DD-MM-YYYY', 'MM-DD-YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const TIME_FORMATS = ['24hr', '12hr'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

/** The profile fields a club may require before a member buys in the shop (`hasCompleteEnoughProfile`). */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'mobile', 'phone', 'address', 'postcode', 'city', 'country', 'dateOfBirth', 'gender', 'emergency'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  mobile: 'Mobile',
  phone: 'Phone',
  address: 'Address',
  postcode: 'Postcode',
  city: 'City',
  country: 'Country',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  emergency: 'Emergency contact',
};
