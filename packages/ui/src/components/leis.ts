// Components of the 'leis' group. Each helper-owned group keeps its own barrel so parallel work never collides.
export * from './LeiCard';
export * from './LeiCardSkeleton';
export * from './LeiSection';
export * from './MoneyBRL';
