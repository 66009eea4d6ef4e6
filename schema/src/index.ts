export * from './access';
export * from './fields';
export * from './icons';
export * from './menu';
export * from './resource';
export * from './registry';
export * from './manifest';
