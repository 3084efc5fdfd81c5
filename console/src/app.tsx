import { Admin, CustomRoutes, defaultTheme, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { dataProvider } from './api/data-provider';
import { authProvider } from './api/auth-provider';
import { announcements } from './announcements/announcement-screens';
import { apiKeys } from './api-keys/api-key-screens';
import { auditLog } from './audit/audit-screens';
import { clients } from './clients/client-screens';
import { contacts } from './clients/contact-screens';
import { ConnectionsPage } from './connections/connections-page';
import { outgoingMessages } from './courier/message-screens';
import { Dashboard } from './dashboard/dashboard';
import { estimates, orders } from './sales/sales-screens';
import { FileManagerPage } from './files/file-manager-page';
import { invoices } from './invoices/invoice-screens';
import { AppLayout } from './layout/app-layout';
import { leads } from './leads/lead-screens';
import { LoginPage } from './login/login-page';
import { ResetPasswordPage } from './login/reset-password-page';
import { messages } from './messages/message-screens';
import { roles } from './roles/role-screens';
import { ErrorPage } from './shared/error-page';
import { TaskBoard } from './tasks/task-board';
import { tasks } from './tasks/task-screens';
import { team } from './team/team-screens';
import { webhooks } from './webhooks/webhook-screens';

// Colours dark enough for text on white, on the page's grey and on the
// form toolbar's (WCAG AA, 4.5:1): react-admin's blues and MUI's red are not.
const theme = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1558b0' },
    secondary: { main: '#1565c0', contrastText: '#fff' },
    error: { main: '#b71c1c' },
    warning: { main: '#9a4a00' },
  },
  components: {
    ...defaultTheme.components,
    // a screen no wider than the window: what is wider (a table) scrolls in its own box
    RaLayout: { styleOverrides: { root: { '& .RaLayout-content': { minWidth: 0 } } } },
    // an empty list's message, in a grey that can be read
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } } } },
  },
  sidebar: { width: 220, closedWidth: 55 },
};

/**
 * The admin console: every screen is a client of the public /api (no
 * private endpoint), under /admin with the browser's own history.
 * Navigations are not transitions: signed out, react-admin's check of the
 * session keeps re-rendering the page being left, and a transition to the
 * sign-in page would wait behind those renders (seconds of a busy tab).
 * The page that completes a password reset is public: outside Admin,
 * which asks for a session first.
 */
export function App() {
  return (
    <BrowserRouter basename="/admin" useTransitions={false}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/*" element={<Console />} />
      </Routes>
    </BrowserRouter>
  );
}

function Console() {
  return (
    <Admin
      title="BMS admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={AppLayout}
      error={ErrorPage}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <Resource name="clients" {...clients} recordRepresentation="company_name" />
      <Resource name="contacts" {...contacts} />
      <Resource name="leads" {...leads} recordRepresentation="company_name" />
      <Resource name="estimates" {...estimates} />
      <Resource name="orders" {...orders} />
      <Resource name="tasks" {...tasks} recordRepresentation="title" />
      <Resource name="invoices" {...invoices} recordRepresentation="invoice_number" />
      <Resource name="announcements" {...announcements} recordRepresentation="title" />
      <Resource name="messages" {...messages} recordRepresentation="subject" />
      <Resource name="team" {...team} options={{ label: 'Team members' }} recordRepresentation={(r) => `${r.first_name} ${r.last_name}`} />
      <Resource name="roles" {...roles} recordRepresentation="title" />
      <Resource name="api-keys" {...apiKeys} options={{ label: 'API keys' }} recordRepresentation="name" />
      <Resource name="webhooks" {...webhooks} recordRepresentation="url" />
      <Resource name="deliveries" />
      <Resource name="outgoing-messages" {...outgoingMessages} options={{ label: 'Outgoing messages' }} />
      <Resource name="audit-log" {...auditLog} options={{ label: 'Audit trail' }} />
      <CustomRoutes>
        <Route path="/files" element={<FileManagerPage />} />
        <Route path="/task-board" element={<TaskBoard />} />
        <Route path="/connections" element={<ConnectionsPage />} />
      </CustomRoutes>
    </Admin>
  );
}
