// Components of the 'layout' group. Each helper-owned group keeps its own barrel so parallel work never collides.
export * from './AppHeader';
export * from './ProfileMenu';
export * from './SideMenu';
export * from './MobileMenu';
export * from './AuthLayout';
