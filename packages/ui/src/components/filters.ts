// Components of the 'filters' group. Each helper-owned group keeps its own barrel so parallel work never collides.
export * from './FilterSidebar';
