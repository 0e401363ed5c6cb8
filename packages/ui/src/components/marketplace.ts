// Components of the 'marketplace' group. Each helper-owned group keeps its own barrel so parallel work never collides.
export {};
