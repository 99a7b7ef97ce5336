export * from './api';
export * from './constants';
export * from './plans';
export * from './schemas';
export * from './types';
export * from './received';
export * from './tracker';
export * from './consultation';
