export { AppHeader, type AppHeaderProps } from './AppHeader';
export { filterMenuOptions, normalizeSearchText, type HeaderSearchOption } from './filterMenuOptions';
