import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  Create,
  type CreateProps,
  Datagrid,
  Edit,
  type EditProps,
  List,
  type ListProps,
  type RaRecord,
  Show,
  type ShowProps,
  SimpleList,
  useEditContext,
  useShowContext,
} from 'react-admin';
import { ListLoadError, LoadError } from './load-error';

function ShowLoadError() {
  const { error, refetch } = useShowContext();
  return <LoadError error={error} retry={() => void refetch()} />;
}

function EditLoadError() {
  const { error, refetch } = useEditContext();
  return <LoadError error={error} retry={() => void refetch()} />;
}

// A failed load stays on the screen with its reason and a retry (react-admin's default goes back to the list).
const stay = { retry: false, onError: () => undefined };

/**
 * A list whose failed load says why and offers a retry. Newest first unless told. An empty
 * one keeps its toolbar and says so in the table (empty={false}): react-admin's empty page
 * replaced the toolbar, whose Create link shows while the list loads, by a Create link of
 * its own elsewhere, so a click aimed at the first as the answer came landed on nothing.
 */
export function ScreenList(props: ListProps & { children: ReactNode }) {
  // No CSV export: it would read at most one page of 100 (the API's largest).
  return <List sort={{ field: 'id', order: 'DESC' }} perPage={20} exporter={false} error={<ListLoadError />} empty={false} {...props} />;
}

export function ScreenShow(props: ShowProps & { children: ReactNode }) {
  return <Show queryOptions={stay} error={<ShowLoadError />} {...props} />;
}

/** Edits are pessimistic: the server's answer (and its field messages) comes before leaving the form. */
export function ScreenEdit(props: EditProps & { children: ReactNode }) {
  return <Edit mutationMode="pessimistic" redirect="show" queryOptions={stay} error={<EditLoadError />} {...props} />;
}

export function ScreenCreate(props: CreateProps & { children: ReactNode }) {
  return <Create redirect="show" {...props} />;
}

interface GridProps {
  /** what a phone shows of a row */
  primary: (r: RaRecord) => ReactNode;
  secondary?: (r: RaRecord) => ReactNode;
  tertiary?: (r: RaRecord) => ReactNode;
  rowClick?: 'show' | 'edit' | false;
  children: ReactNode;
  bulkActionButtons?: ReactElement | false;
}

/** A table on a wide screen, a list of lines on a phone. */
export function ResponsiveGrid({ primary, secondary, tertiary, rowClick = 'show', children, bulkActionButtons = false }: GridProps) {
  const small = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  if (small) return <SimpleList primaryText={primary} secondaryText={secondary} tertiaryText={tertiary} linkType={rowClick} />;
  return (
    <Datagrid rowClick={rowClick} bulkActionButtons={bulkActionButtons}>
      {children}
    </Datagrid>
  );
}
