import type { MenuType } from './left-menu.model';

export interface BuiltInItem {
  title: string;
  url: string;
  icon: string;
}

/** The shared menus a new installation starts with, and a reset returns to. */
export const BUILT_IN_MENUS: Record<Exclude<MenuType, 'user'>, BuiltInItem[]> = {
  default: [
    { title: 'Dashboard', url: '/dashboard', icon: 'home' },
    { title: 'Clients', url: '/clients', icon: 'users' },
    { title: 'Leads', url: '/leads', icon: 'target' },
    { title: 'Tasks', url: '/tasks', icon: 'check-square' },
    { title: 'Invoices', url: '/invoices', icon: 'file-text' },
    { title: 'Messages', url: '/messages', icon: 'mail' },
    { title: 'Announcements', url: '/announcements', icon: 'bell' },
    { title: 'Files', url: '/file-manager', icon: 'folder' },
  ],
  client_default: [
    { title: 'Dashboard', url: '/dashboard', icon: 'home' },
    { title: 'Invoices', url: '/invoices', icon: 'file-text' },
    { title: 'Messages', url: '/messages', icon: 'mail' },
    { title: 'Announcements', url: '/announcements', icon: 'bell' },
  ],
};
