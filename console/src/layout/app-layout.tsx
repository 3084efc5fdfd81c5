import AnnouncementIcon from '@mui/icons-material/Campaign';
import ApiIcon from '@mui/icons-material/Key';
import AuditIcon from '@mui/icons-material/History';
import BoardIcon from '@mui/icons-material/ViewKanban';
import BusinessIcon from '@mui/icons-material/Business';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import GroupIcon from '@mui/icons-material/Group';
import LinkIcon from '@mui/icons-material/Link';
import MailIcon from '@mui/icons-material/Mail';
import OutboxIcon from '@mui/icons-material/Outbox';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SecurityIcon from '@mui/icons-material/Security';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import TaskIcon from '@mui/icons-material/Task';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WebhookIcon from '@mui/icons-material/Webhook';
import { ListSubheader } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Menu, Sidebar, type SidebarProps, TitlePortal, useGetIdentity, usePermissions, UserMenu } from 'react-admin';
import { can, type Permissions } from '../api/auth-provider';
import { useLiveChanges } from '../live/use-live-changes';

interface Item {
  to: string;
  label: string;
  icon: ReactNode;
  /** the permission module whose read shows it; admins only when null */
  module: string | null;
}

const BUSINESS: Item[] = [
  { to: '/clients', label: 'Clients', icon: <BusinessIcon />, module: 'clients' },
  { to: '/leads', label: 'Leads', icon: <TrendingUpIcon />, module: 'leads' },
  { to: '/estimates', label: 'Estimates', icon: <DescriptionIcon />, module: 'estimates' },
  { to: '/orders', label: 'Orders', icon: <ShoppingCartIcon />, module: 'orders' },
  { to: '/tasks', label: 'Tasks', icon: <TaskIcon />, module: 'tasks' },
  { to: '/task-board', label: 'Task board', icon: <BoardIcon />, module: 'tasks' },
  { to: '/invoices', label: 'Invoices', icon: <ReceiptIcon />, module: 'invoices' },
  { to: '/announcements', label: 'Announcements', icon: <AnnouncementIcon />, module: 'announcements' },
  { to: '/messages', label: 'Messages', icon: <MailIcon />, module: 'messages' },
  { to: '/files', label: 'Files', icon: <FolderIcon />, module: 'files' },
];

const ADMINISTRATION: Item[] = [
  { to: '/team', label: 'Team members', icon: <GroupIcon />, module: 'team' },
  { to: '/roles', label: 'Roles', icon: <SecurityIcon />, module: null },
  { to: '/api-keys', label: 'API keys', icon: <ApiIcon />, module: 'api_keys' },
  { to: '/webhooks', label: 'Webhooks', icon: <WebhookIcon />, module: null },
  { to: '/outgoing-messages', label: 'Outgoing messages', icon: <OutboxIcon />, module: null },
  { to: '/connections', label: 'Connections', icon: <LinkIcon />, module: 'integrations' },
  { to: '/audit-log', label: 'Audit trail', icon: <AuditIcon />, module: null },
];

/** Announcements and messages are open to every signed-in user. */
const OPEN = new Set(['announcements', 'messages']);

function visible(p: Permissions | undefined, item: Item): boolean {
  if (item.module === null) return !!p?.isAdmin;
  return OPEN.has(item.module) || can(p, item.module, 'read');
}

function AppMenu() {
  const { permissions } = usePermissions<Permissions>();
  const section = (title: string, items: Item[]) => {
    const shown = items.filter((i) => visible(permissions, i));
    if (!shown.length) return null;
    return [
      // A separator with a name: a menu may hold menu items and separators, not list items.
      <ListSubheader key={title} role="separator" aria-label={title} disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent', color: 'text.secondary' }}>
        {title}
      </ListSubheader>,
      ...shown.map((i) => <Menu.Item key={i.to} to={i.to} primaryText={i.label} leftIcon={i.icon} />),
    ];
  };
  return (
    <Menu>
      <Menu.DashboardItem />
      {section('Business', BUSINESS)}
      {section('Administration', ADMINISTRATION)}
    </Menu>
  );
}

/** The user's menu, named with what it shows (the user's name), so that its spoken name includes its visible text. */
function NamedUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? `Profile: ${identity.fullName}` : 'Profile'} />;
}

/** The bar with each screen's title as the page's one h1. */
function TitledAppBar() {
  return (
    <AppBar userMenu={<NamedUserMenu />}>
      <TitlePortal component="h1" />
    </AppBar>
  );
}

/** The sidebar; on a phone it opens as a dialog, named. */
function NamedSidebar(props: SidebarProps) {
  return <Sidebar {...props} slotProps={{ paper: { 'aria-label': 'Menu' } }} />;
}

/** The signed-in console's frame; while it is shown, the screens follow others' changes live. */
export function AppLayout({ children }: { children: ReactNode }) {
  useLiveChanges();
  return (
    <Layout appBar={TitledAppBar} menu={AppMenu} sidebar={NamedSidebar}>
      {children}
    </Layout>
  );
}
