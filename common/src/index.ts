export * from './api-types.js';
export * from './error-codes.js';
export * from './patterns.js';
export * from './calendar.js';
export * from './slots.js';
export * from './centre.js';
export * from './admin-types.js';
export * from './route-hints.js';
