import { Menu, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { CurrentUser } from '../session/current-user.js';
import { ACCOUNT_MENU_LINKS } from './nav-links.js';
import { UserGreeting } from './user-greeting.js';

/** The signed-in user's menu on wide screens: greeting, Profile and Logout; `opened` when tapped before it loaded. */
export default function AccountMenu({ user, opened = false }: { user: CurrentUser; opened?: boolean }) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={opened}>
      <Menu.Target>
        <UnstyledButton px="xs" py={4}>
          <UserGreeting user={user} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {ACCOUNT_MENU_LINKS.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
