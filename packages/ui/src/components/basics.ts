// Components of the 'basics' group. Each helper-owned group keeps its own barrel so parallel work never collides.
export * from './Button';
