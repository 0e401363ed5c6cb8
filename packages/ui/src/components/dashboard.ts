// Components of the 'dashboard' group. Each helper-owned group keeps its own barrel so parallel work never collides.
export * from './GreetingBanner';
export * from './ShortcutCard';
export * from './AddShortcutButton';
export * from './NewsList';
export * from './TaxCounter';
export * from './Indicator';
export * from './Calendar';
export * from './WelcomeModal';
