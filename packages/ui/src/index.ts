export * from './theme';
// Layout utility classes: a subpath of their own (`@portal-fiscal/ui/sprinkles`), so importing the theme does not ship them.
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export * from './components/basics';
export * from './components/marketplace';
export * from './components/leis';
export * from './components/filters';
export * from './components/dashboard';
export * from './components/layout';
export * from './components/settings';
