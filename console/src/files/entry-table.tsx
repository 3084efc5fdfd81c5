import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import FolderIcon from '@mui/icons-material/Folder';
import FileIcon from '@mui/icons-material/InsertDriveFile';
import { IconButton, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { api, download } from '../api/http-client';

export interface Entry {
  id: number;
  type: 'folder' | 'file';
  name: string;
  size: number | null;
  content_type: string | null;
  created_at: string;
}

const size = (n: number | null) =>
  n === null ? '' : n < 1024 ? `${n} B` : n < 1024 ** 2 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 ** 2).toFixed(1)} MB`;

interface Props {
  entries: Entry[];
  onOpen(folder: Entry): void;
  onChanged(): void;
}

/** The folders and files of one folder, each with its actions. */
export function EntryTable({ entries, onOpen, onChanged }: Props) {
  const notify = useNotify();
  const [doomed, setDoomed] = useState<Entry>();
  const fail = (err: unknown) => notify(err instanceof Error ? err.message : 'Failed.', { type: 'error' });
  const remove = async (e: Entry) => {
    try {
      if (e.type === 'folder') await api(`file-manager/folders/${e.id}`, { method: 'DELETE', query: { recursive: 'true' } });
      else await api(`file-manager/files/${e.id}`, { method: 'DELETE' });
      notify(`${e.name} deleted.`, { type: 'success' });
      onChanged();
    } catch (err) {
      fail(err);
    } finally {
      setDoomed(undefined);
    }
  };
  return (
    <>
      <Table size="small" aria-label="Folders and files">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Name</TableCell>
            <TableCell scope="col" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Type</TableCell>
            <TableCell scope="col" align="right">Size</TableCell>
            <TableCell scope="col" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Created</TableCell>
            <TableCell scope="col" align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={`${e.type}-${e.id}`} hover>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {e.type === 'folder' ? (
                  <MuiLink component="button" onClick={() => onOpen(e)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    <FolderIcon fontSize="small" aria-hidden /> {e.name}
                  </MuiLink>
                ) : (
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                    <FileIcon fontSize="small" aria-hidden /> {e.name}
                  </span>
                )}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{e.type === 'folder' ? 'folder' : (e.content_type ?? '')}</TableCell>
              <TableCell align="right">{size(e.size)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{e.created_at}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {e.type === 'file' && (
                  <IconButton aria-label={`Download ${e.name}`} onClick={() => void download(`file-manager/files/${e.id}/download`, e.name).catch(fail)}>
                    <DownloadIcon />
                  </IconButton>
                )}
                <IconButton aria-label={`Delete ${e.name}`} onClick={() => setDoomed(e)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Confirm
        isOpen={!!doomed}
        title={`Delete ${doomed?.name ?? ''}?`}
        content={doomed?.type === 'folder' ? 'The folder and everything in it will be deleted.' : 'The file and its bytes will be deleted.'}
        confirm="Delete"
        onConfirm={() => doomed && void remove(doomed)}
        onClose={() => setDoomed(undefined)}
      />
    </>
  );
}
