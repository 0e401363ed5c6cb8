export * from './theme';
export * from './components/basics';
export * from './components/marketplace';
export * from './components/leis';
export * from './components/filters';
export * from './components/dashboard';
export * from './components/layout';
export * from './components/settings';
