import type mongoose from 'mongoose';
import type { Page, PageQuery } from './mongo';
import { LIVE, Store, type StoredFields } from './repository';

/**
 * A Store whose unfiltered list counts its live records without visiting
 * them: the collection's document count (from metadata) less the tombstones
 * (a range of the deleted_at index, small next to the live records). Soft
 * deletes make every list filter non-empty (deleted_at: null), which
 * otherwise costs a count over the whole collection on every page.
 * The model needs an index that starts with deleted_at.
 */
export class LiveCountStore<D extends StoredFields> extends Store<D> {
  override async page<T>(
    filter: Record<string, unknown>,
    page: PageQuery,
    map: (doc: D) => T,
    opts: { sort?: Record<string, 1 | -1>; projection?: Record<string, 0 | 1> } = {},
  ): Promise<Page<T>> {
    if (Object.keys(filter).length > 0) return super.page(filter, page, map, opts);
    const [docs, total] = await Promise.all([
      this.model
        .find(LIVE as mongoose.FilterQuery<D>, opts.projection ?? null)
        .sort(opts.sort ?? { _id: -1 })
        .skip((page.page - 1) * page.limit)
        .limit(page.limit)
        .lean<D[]>()
        .exec(),
      this.liveCount(),
    ]);
    return { records: docs.map(map), meta: { total, current_page: page.page, per_page: page.limit } };
  }

  /** The number of records not deleted. */
  async liveCount(): Promise<number> {
    const [all, deleted] = await Promise.all([
      this.model.estimatedDocumentCount().exec(),
      this.model.countDocuments({ deleted_at: { $gt: new Date(0) } } as mongoose.FilterQuery<D>).exec(),
    ]);
    return Math.max(0, all - deleted);
  }
}
