/** Instructor roles on a class (spec section 3: assistant, karma, substitute); none is the regular instructor. */
export const INSTRUCTOR_ROLE_OPTIONS = [
  { value: '', label: 'Instructor' },
  { value: 'SUB', label: 'Substitute' },
  { value: 'ASSISTANT', label: 'Assistant' },
  { value: 'KARMA', label: 'Karma' },
];
