import { Conflict } from '@bms/platform';
import { datesProblem, moveStatus } from '../src/tasks/task.rules';

/** Tasks' own rules (task.rules.ts): how a status moves, and dates in order. */
describe('task status moves', () => {
  it.each([
    ['not_started', 'in_progress'],
    ['in_progress', 'done'],
    ['done', 'in_progress'],
  ] as const)('moves from %s to %s', (from, to) => {
    expect(moveStatus(from, to)).toBe(to);
  });

  it.each([
    ['not_started', 'done'],
    ['in_progress', 'not_started'],
    ['done', 'not_started'],
  ] as const)('refuses a move from %s to %s with a conflict naming both', (from, to) => {
    expect(() => moveStatus(from, to)).toThrow(Conflict);
    expect(() => moveStatus(from, to)).toThrow(`A task cannot move from ${from} to ${to}.`);
  });

  it.each(['not_started', 'in_progress', 'done'] as const)('stays at %s when no status, or the same one, is asked for', (status) => {
    expect(moveStatus(status, undefined)).toBe(status);
    expect(moveStatus(status, status)).toBe(status);
  });
});

describe('task dates', () => {
  it.each([
    { start_date: '2026-03-02', deadline: '2026-03-01' },
    { start_date: '2026-03-01', deadline: '2025-12-31' },
  ])('refuses a deadline before the start date: %j', (task) => {
    expect(datesProblem(task)).toBe('Must not be before start_date.');
  });

  it.each([
    { start_date: '2026-03-01', deadline: '2026-03-01' },
    { start_date: '2026-03-01', deadline: '2026-03-02' },
    { start_date: '2026-02-28', deadline: '2026-10-01' },
    { deadline: '2026-03-01' },
    { start_date: '2026-03-01' },
    { start_date: '2026-03-01', deadline: '' },
    {},
  ])('takes a deadline on or after the start, or either date absent: %j', (task) => {
    expect(datesProblem(task)).toBeUndefined();
  });
});
