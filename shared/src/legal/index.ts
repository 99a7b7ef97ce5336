export * from './catalogue';
export * from './deadlines';
export * from './limitation';
export * from './citations';
export * from './strategy-caution';
