export * from './error-codes.js';
export * from './constants.js';
export * from './password-rules.js';
export * from './permissions.js';
export * from './images.js';
export * from './form-rules.js';
export * from './organization-rules.js';
