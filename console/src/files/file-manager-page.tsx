import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Breadcrumbs, Button, LinearProgress, Link as MuiLink, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { api } from '../api/http-client';
import { LoadError } from '../shared/load-error';
import { EntryTable, type Entry } from './entry-table';
import { FolderDialog } from './folder-dialog';
import { uploadFile } from './upload';

type SortKey = 'name' | '-created_at' | '-size';

/** Folders and files: browse, search and sort in a folder, create folders, upload with progress, download, delete. */
export function FileManagerPage() {
  const notify = useNotify();
  const [trail, setTrail] = useState<Array<{ id: number; name: string }>>([]);
  const folderId = trail.at(-1)?.id ?? null;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortKey>('name');
  const [progress, setProgress] = useState<{ name: string; fraction: number }>();
  const [folderDialog, setFolderDialog] = useState(false);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['file-manager', folderId],
    queryFn: () => api<{ records: Entry[] }>('file-manager', { query: { folder_id: folderId ?? undefined } }).then((r) => r.records),
  });

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    const list = (data ?? []).filter((e) => !q || e.name.toLowerCase().includes(q));
    const byKind = (a: Entry, b: Entry) => (a.type === b.type ? 0 : a.type === 'folder' ? -1 : 1);
    const order: Record<SortKey, (a: Entry, b: Entry) => number> = {
      name: (a, b) => a.name.localeCompare(b.name),
      '-created_at': (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
      '-size': (a, b) => (b.size ?? 0) - (a.size ?? 0),
    };
    return [...list].sort((a, b) => byKind(a, b) || order[sort](a, b));
  }, [data, search, sort]);

  const upload = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      setProgress({ name: file.name, fraction: 0 });
      try {
        await uploadFile(file, folderId, (fraction) => setProgress({ name: file.name, fraction }));
        notify(`${file.name} uploaded.`, { type: 'success' });
      } catch (err) {
        notify(err instanceof Error ? `${file.name}: ${err.message}` : 'Upload failed.', { type: 'error' });
      }
    }
    setProgress(undefined);
    void refetch();
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Files" />
      <Breadcrumbs aria-label="Folder path" sx={{ mb: 1 }}>
        <MuiLink component="button" onClick={() => setTrail([])} underline="hover">
          All files
        </MuiLink>
        {trail.map((f, i) => (
          <MuiLink key={f.id} component="button" onClick={() => setTrail(trail.slice(0, i + 1))} underline="hover" aria-current={i === trail.length - 1 ? 'page' : undefined}>
            {f.name}
          </MuiLink>
        ))}
      </Breadcrumbs>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <TextField size="small" label="Search in this folder" value={search} onChange={(e) => setSearch(e.target.value)} sx={{ width: 240 }} fullWidth={false} />
        <TextField size="small" select label="Sort" value={sort} onChange={(e) => setSort(e.target.value as SortKey)} sx={{ width: 160 }} fullWidth={false}>
          <MenuItem value="name">Name</MenuItem>
          <MenuItem value="-created_at">Newest</MenuItem>
          <MenuItem value="-size">Largest</MenuItem>
        </TextField>
        <Button startIcon={<CreateNewFolderIcon />} onClick={() => setFolderDialog(true)}>
          New folder
        </Button>
        <Button component="label" variant="contained" startIcon={<UploadIcon />} disabled={!!progress}>
          Upload
          <input hidden type="file" multiple aria-label="Files to upload" onChange={(e) => void upload(e.target.files).then(() => (e.target.value = ''))} />
        </Button>
      </Box>
      {progress && (
        <Box sx={{ mb: 1 }} role="status" aria-live="polite">
          <Typography variant="body2">
            Uploading {progress.name}: {Math.round(progress.fraction * 100)} %
          </Typography>
          <LinearProgress variant="determinate" value={progress.fraction * 100} aria-label={`upload of ${progress.name}`} />
        </Box>
      )}
      {error && <LoadError error={error} retry={() => void refetch()} />}
      {isPending && <LinearProgress aria-label="loading" />}
      {data && !shown.length && <Alert severity="info">{search ? 'Nothing matches.' : 'This folder is empty.'}</Alert>}
      {!!shown.length && <EntryTable entries={shown} onOpen={(f) => setTrail([...trail, { id: f.id, name: f.name }])} onChanged={() => void refetch()} />}
      <FolderDialog open={folderDialog} parentId={folderId} onClose={(made) => { setFolderDialog(false); if (made) void refetch(); }} />
    </Box>
  );
}
