// Components of the 'settings' group. Each helper-owned group keeps its own barrel so parallel work never collides.
export {};
