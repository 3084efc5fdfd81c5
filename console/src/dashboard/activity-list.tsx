import { List, ListItem, ListItemText } from '@mui/material';
import { Link } from 'react-admin';
import type { Activity } from './dashboard-data';

/** The latest changes, newest first. */
export function ActivityList({ items }: { items: Activity[] }) {
  if (!items.length) return <p>Nothing has happened yet.</p>;
  return (
    <List dense aria-label="Recent activity">
      {items.map((a) => (
        <ListItem key={`${a.kind}-${a.id}`} disableGutters>
          <ListItemText
            primary={
              a.deleted ? (
                `${a.kind} ${a.label} deleted`
              ) : (
                <>
                  {a.kind} <Link to={a.link}>{a.label || `#${a.id}`}</Link> changed
                </>
              )
            }
            secondary={new Date(a.at).toLocaleString()}
          />
        </ListItem>
      ))}
    </List>
  );
}
