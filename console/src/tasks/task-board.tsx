import { type Announcements, type Active, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Alert, Box, Card, CardContent, Chip, IconButton, MenuItem, Paper, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, Title, useGetList, useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { LoadError } from '../shared/load-error';
import { canMove, TASK_MOVES, TASK_STATUSES, type TaskStatus, statusLabel } from './task-status';

/** At most this many tasks a column shows (one page of the API). */
const COLUMN_LIMIT = 100;

/**
 * A task on the board. The card is dragged with a pointer from anywhere on
 * it; from the keyboard its handle, a button of its own, picks it up (the
 * card itself is no control, so its link and menu are not nested in one).
 */
function TaskCard({ task, onMove }: { task: RaRecord; onMove(task: RaRecord, to: TaskStatus): void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: task.id, data: { task } });
  // the pointer sensor's activator on the card, the keyboard sensor's on the handle
  const on = listeners as { onPointerDown?: React.PointerEventHandler; onKeyDown?: React.KeyboardEventHandler } | undefined;
  const status = task.status as TaskStatus;
  const overdue = task.deadline && status !== 'done' && task.deadline < new Date().toISOString().slice(0, 10);
  return (
    <Card
      ref={setNodeRef}
      component="article"
      aria-label={task.title}
      onPointerDown={on?.onPointerDown}
      sx={{ mb: 1, cursor: 'grab', opacity: isDragging ? 0.6 : 1, transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined }}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            onKeyDown={on?.onKeyDown}
            size="small"
            aria-roledescription="draggable task"
            aria-label={`Move ${task.title}, ${statusLabel(status)}: space picks it up, arrows carry it, space drops it`}
            sx={{ cursor: 'grab' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
          <Link to={`/tasks/${task.id}/show`} onPointerDown={(e: React.PointerEvent) => e.stopPropagation()}>
            {task.title}
          </Link>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
          <Chip size="small" label={task.priority} />
          {task.deadline && <Chip size="small" color={overdue ? 'error' : 'default'} label={`${overdue ? 'overdue ' : 'due '}${task.deadline}`} />}
        </Box>
        <MuiTextField
          select
          size="small"
          label="Move to"
          value=""
          onChange={(e) => onMove(task, e.target.value as TaskStatus)}
          onPointerDown={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
          sx={{ mt: 1, minWidth: 140 }}
          disabled={!TASK_MOVES[status].length}
        >
          {TASK_MOVES[status].map((s) => (
            <MenuItem key={s} value={s}>
              {statusLabel(s)}
            </MenuItem>
          ))}
        </MuiTextField>
      </CardContent>
    </Card>
  );
}

function Column({ status, dragging, onMove }: { status: TaskStatus; dragging?: TaskStatus; onMove(task: RaRecord, to: TaskStatus): void }) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const { data, total, isPending, error, refetch } = useGetList('tasks', {
    filter: { status },
    pagination: { page: 1, perPage: COLUMN_LIMIT },
    sort: { field: 'id', order: 'DESC' },
  });
  const allowed = dragging ? canMove(dragging, status) : undefined;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={statusLabel(status)}
      sx={{
        p: 1,
        flex: '1 1 260px',
        minWidth: 240,
        // a drop target as tall as the board, even when empty
        minHeight: 200,
        bgcolor: allowed === true ? (isOver ? 'success.light' : 'action.hover') : allowed === false ? 'grey.200' : 'background.paper',
      }}
    >
      <Typography variant="h6" component="h2" sx={{ textTransform: 'capitalize', mb: 1 }}>
        {statusLabel(status)} {total !== undefined && <Chip size="small" label={total} />}
      </Typography>
      {error && <LoadError error={error} retry={() => void refetch()} />}
      {isPending && <Typography variant="body2">Loading…</Typography>}
      {data?.map((t) => <TaskCard key={t.id} task={t} onMove={onMove} />)}
      {total !== undefined && total > COLUMN_LIMIT && (
        <Typography variant="body2">
          {total - COLUMN_LIMIT} more: see the <Link to={`/tasks?filter=${encodeURIComponent(JSON.stringify({ status }))}`}>list</Link>.
        </Typography>
      )}
    </Paper>
  );
}

const titleOf = (a: Active) => String((a.data.current?.task as RaRecord | undefined)?.title ?? 'The task');
const columnOf = (id: unknown) => statusLabel(id as TaskStatus);

/** What a screen reader hears while a card is carried: the task's title and the column's name. */
const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${titleOf(active)}.`,
  onDragOver: ({ active, over }) => (over ? `${titleOf(active)} is over ${columnOf(over.id)}.` : `${titleOf(active)} is over no column.`),
  onDragEnd: ({ active, over }) => (over ? `${titleOf(active)} was dropped on ${columnOf(over.id)}.` : `${titleOf(active)} was put back.`),
  onDragCancel: ({ active }) => `${titleOf(active)} was put back.`,
};

/** Tasks by status; drag a card (or use its "Move to") to move it as the status rules allow. */
export function TaskBoard() {
  const notify = useNotify();
  const [update] = useUpdate();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  const [dragging, setDragging] = useState<TaskStatus>();
  const refresh = useRefresh();

  const move = (task: RaRecord, to: TaskStatus) => {
    const from = task.status as TaskStatus;
    if (from === to) return;
    if (!canMove(from, to)) {
      notify(`A task cannot go from ${statusLabel(from)} to ${statusLabel(to)}.`, { type: 'warning' });
      return;
    }
    update(
      'tasks',
      { id: task.id, data: { status: to }, previousData: task },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`"${task.title}" moved to ${statusLabel(to)}.`, { type: 'success' });
          refresh();
        },
        onError: (err) => notify(err instanceof Error ? err.message : 'The move failed.', { type: 'error' }),
      },
    );
  };
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(undefined);
    const task = e.active.data.current?.task as RaRecord | undefined;
    if (task && e.over) move(task, e.over.id as TaskStatus);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Task board" />
      <Alert severity="info" sx={{ mb: 2 }}>
        Drag a card to another column, or use its "Move to" menu. A task moves one step forward, or from done back to in progress.
      </Alert>
      <DndContext
        sensors={sensors}
        accessibility={{ announcements }}
        onDragStart={(e) => setDragging((e.active.data.current?.task as RaRecord | undefined)?.status as TaskStatus)}
        onDragCancel={() => setDragging(undefined)}
        onDragEnd={onDragEnd}
      >
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'stretch' }}>
          {TASK_STATUSES.map((s) => (
            <Column key={s} status={s} dragging={dragging} onMove={move} />
          ))}
        </Box>
      </DndContext>
    </Box>
  );
}
