export interface NavItem {
  label: string;
  to: string;
}

/** The top bar of spec section 2 ("Dialogs and widgets"). */
export const PUBLIC_LINKS: NavItem[] = [
  { label: 'Prices', to: '/prices' },
  { label: 'Book', to: '/book-your-spot' },
  { label: 'Personal Training', to: '/personal' },
];

export const MEMBER_LINKS: NavItem[] = [
  { label: 'My Passes', to: '/user/classpasses' },
  { label: 'My Classes', to: '/user/classes' },
  { label: 'My Appointments', to: '/user/appointments' },
];

export const GUEST_LINKS: NavItem[] = [
  { label: 'Login', to: '/user/login' },
  { label: 'Register', to: '/register' },
];

export const ACCOUNT_MENU_LINKS: NavItem[] = [
  { label: 'Profile', to: '/user/profile' },
  { label: 'Logout', to: '/user/logout' },
];
