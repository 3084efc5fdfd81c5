export const TASK_STATUSES = ['not_started', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The moves the API allows (others answer 409): one step forward, and from done back to in progress. */
export const TASK_MOVES: Record<TaskStatus, readonly TaskStatus[]> = {
  not_started: ['in_progress'],
  in_progress: ['done'],
  done: ['in_progress'],
};

export const canMove = (from: TaskStatus, to: TaskStatus) => TASK_MOVES[from].includes(to);

export const statusLabel = (s: TaskStatus) => s.replace('_', ' ');
