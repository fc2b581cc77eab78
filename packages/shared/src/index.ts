export * from './error-codes.js';
export * from './constants.js';
