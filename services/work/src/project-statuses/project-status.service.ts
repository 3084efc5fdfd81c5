import type mongoose from 'mongoose';
import { projectStatuses } from '@bms/contracts';
import type { work } from '@bms/protos';
import { isoDay, type Counters, type OutboxRelay, Resource, searchFilter, searchTerms, Store } from '@bms/platform';
import { type ProjectStatusDoc, projectStatusModel } from './project-status.model';

const DEFAULT_COLOR = '#6c757d';

function toProjectStatus(s: ProjectStatusDoc): work.ProjectStatus {
  return { id: s._id, title: s.title, color: s.color, sort: s.sort ?? 0, created_at: isoDay(s.created_at) };
}

/** Project statuses (SPEC 4.6): the states a project can be in, in display order. */
export class ProjectStatusService {
  readonly resource;

  constructor(conn: mongoose.Connection, counters: Counters, relay: OutboxRelay) {
    this.resource = new Resource(new Store(projectStatusModel(conn), counters, relay), {
      module: 'project_statuses',
      noun: 'Project status',
      events: 'work.project_status',
      body: projectStatuses.projectStatusBody,
      query: projectStatuses.projectStatusListQuery,
      filter: (q) => searchFilter(q.search),
      sort: { sort: 1, _id: 1 },
      toRecord: toProjectStatus,
      create: (b) => ({
        title: b.title,
        color: (b.color ?? DEFAULT_COLOR).toLowerCase(),
        sort: b.sort ?? 0,
        search_terms: searchTerms(b.title),
      }),
      update: (b) => ({
        ...b,
        ...(b.color !== undefined ? { color: b.color.toLowerCase() } : {}),
        ...(b.title !== undefined ? { search_terms: searchTerms(b.title) } : {}),
      }),
    });
  }
}
