export * from './error-codes.js';
export * from './constants.js';
export * from './password-rules.js';
export * from './permissions.js';
export * from './form-rules.js';
export * from './brand-palette.js';
export * from './club-settings.js';
export * from './club-settings-rules.js';
