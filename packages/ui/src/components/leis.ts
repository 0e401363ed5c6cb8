// Components of the 'leis' group. Each helper-owned group keeps its own barrel so parallel work never collides.
export {};
