import type mongoose from 'mongoose';
import { type AuthedContext, newEvent, NotFound, type Store, withinDeadline } from '@bms/platform';
import type { FileService } from '../files/file.service';
import type { FileDoc } from '../files/file.model';
import type { FolderDoc } from './folder.model';

/** The highest ids of files and folders at a moment. */
interface Newest {
  file: number;
  folder: number;
}

/**
 * Deleting folders with what they hold. A folder below the one being deleted
 * may be moved out while the delete goes on: the delete takes it (marks it
 * deleted) only while it is still in the folder it was listed in, in one
 * write that a move, which acts on live folders only, cannot pass, and
 * deletes what it holds only then. So a folder moved out first is left
 * whole where it went, and one taken first is deleted with all it holds
 * (its move refused as of a deleted folder). A taken folder is marked
 * `emptying` until what it holds is gone: a delete interrupted meanwhile,
 * repeated, finds it in its parent and ends the work.
 */
export class FolderDelete {
  constructor(
    private readonly store: Store<FolderDoc>,
    private readonly files: FileService,
  ) {}

  /** False when it was deleted already (or, with `guard`, no longer matches it). */
  async markDeleted(id: number, ctx: AuthedContext, guard: Record<string, unknown> = {}, also: Record<string, unknown> = {}): Promise<boolean> {
    const gone = await this.store.softDelete(
      id,
      (f) => newEvent('files.folder.deleted', { id: f._id }, ctx.caller.user_id),
      () => ({ ...also, $unset: { name_key: '' } }),
      guard,
    );
    return gone !== null;
  }

  /**
   * A folder and everything below it: what it holds first, so that a delete
   * interrupted before the folder's turn leaves it there and can be repeated.
   * Only what was there when the delete began (ids come from counters, in
   * order): entries put in meanwhile, as fast as they come, do not keep it
   * from ending. Once the folder is marked deleted, what was put in meanwhile
   * (by writers that checked it was there before that: see
   * `FolderService.stillThere`) is deleted too. `gone`: the files it deleted.
   */
  async tree(id: number, ctx: AuthedContext, gone: FileDoc[]): Promise<void> {
    const entered = new Set<number>();
    await this.contents(id, ctx, entered, gone, await this.newest());
    await this.markDeleted(id, ctx);
    await this.contents(id, ctx, entered, gone);
  }

  /**
   * Deletes what is in a folder (with `upTo`, only what was there then).
   * `entered`: the folders this delete is in, so that a cycle in the tree ends it.
   */
  async contents(id: number, ctx: AuthedContext, entered: Set<number>, gone: FileDoc[], upTo?: Newest): Promise<void> {
    entered.add(id);
    for (;;) {
      const files = await this.files.inFolder(id, 100, upTo?.file);
      if (!files.length) break;
      for (const f of files) {
        const removed = await this.files.removeRecord(f._id, ctx).catch((err: unknown) => {
          if (!(err instanceof NotFound)) throw err;
        });
        if (removed) gone.push(removed);
      }
    }
    for (;;) {
      // Live folders in it, and those taken by a delete that has not emptied them yet.
      const children = await this.store.model
        .find({ parent_id: id, _id: { $nin: [...entered], ...(upTo ? { $lte: upTo.folder } : {}) }, $or: [{ deleted_at: null }, { emptying: true }] } as never)
        .sort({ _id: -1 })
        .limit(100)
        .setOptions(withinDeadline())
        .lean<FolderDoc[]>()
        .exec();
      if (!children.length) break;
      for (const c of children) {
        // Moved out (or deleted) since it was listed: not this delete's.
        if (!c.deleted_at && !(await this.markDeleted(c._id, ctx, { parent_id: id }, { emptying: true }))) continue;
        await this.empty(c._id, ctx, entered, gone);
      }
    }
  }

  /** The folders in `id` that a delete took and had not emptied (it was interrupted), emptied now. */
  async unfinished(id: number, ctx: AuthedContext, gone: FileDoc[]): Promise<void> {
    const entered = new Set([id]);
    for (;;) {
      const taken = await this.store.model
        .find({ parent_id: id, emptying: true, _id: { $nin: [...entered] } } as never)
        .limit(100)
        .setOptions(withinDeadline())
        .lean<FolderDoc[]>()
        .exec();
      if (!taken.length) break;
      for (const c of taken) await this.empty(c._id, ctx, entered, gone);
    }
  }

  /** A folder taken (marked deleted and `emptying`): what it holds deleted, then the mark of the work taken off. */
  private async empty(id: number, ctx: AuthedContext, entered: Set<number>, gone: FileDoc[]): Promise<void> {
    // Nothing comes into it now but entries under way, which see it deleted and go back.
    await this.contents(id, ctx, entered, gone);
    await this.store.model.collection.updateOne({ _id: id, emptying: true } as never, { $unset: { emptying: '' } }, withinDeadline());
  }

  /** The newest file and folder now. */
  private async newest(): Promise<Newest> {
    const last = async (model: mongoose.Model<never>) => (await model.findOne().sort({ _id: -1 }).select({ _id: 1 }).lean<{ _id: number }>().exec())?._id ?? 0;
    return { file: await last(this.files.store.model as never), folder: await last(this.store.model as never) };
  }
}
