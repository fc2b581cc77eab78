/** Spec section 3: the gender codes with their names, after an empty option. */
export const GENDER_OPTIONS = [
  { value: '', label: '' },
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
  { value: 'X', label: 'Other' },
];
