import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

/** Spec section 3: every ISO 3166-1 country by its English name, after an empty option. */
export const COUNTRY_OPTIONS: { value: string; label: string }[] = [
  { value: '', label: '' },
  ...Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en')),
];
