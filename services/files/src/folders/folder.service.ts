import type mongoose from 'mongoose';
import { fileManager } from '@bms/contracts';
import type { files } from '@bms/protos';
import {
  isoDay,
  type AuthedContext,
  Conflict,
  type Counters,
  dropDefaults,
  isReplace,
  newEvent,
  NotFound,
  type OutboxRelay,
  parseInput,
  parseUpdate,
  Store,
  ValidationError,
} from '@bms/platform';
import { type FileService, MODULE } from '../files/file.service';
import type { FileDoc } from '../files/file.model';
import { type FolderDoc, folderModel, nameKey } from './folder.model';

/** Entries of each kind a listing's page holds; `more` says another follows (SPEC 2.1 gives it no meta: a Link header). */
export const LISTING_LIMIT = 1000;

function toFolder(f: FolderDoc): files.Folder {
  return {
    id: f._id,
    name: f.name,
    parent_id: f.parent_id ?? undefined,
    created_by: f.created_by,
    created_at: isoDay(f.created_at),
    updated_at: f.updated_at.toISOString(),
  };
}

/** The highest ids of files and folders at a moment. */
interface Newest {
  file: number;
  folder: number;
}

/** 0, null and absent all mean the root. */
const parentOf = (v: number | null | undefined): number | null => (v ? v : null);

/**
 * Folders of the file manager (SPEC 4.7): a tree. A name is unique within
 * its folder; a folder never moves into itself or below itself; a folder
 * with something in it is deleted only when asked to delete recursively.
 */
export class FolderService {
  private readonly store: Store<FolderDoc>;

  constructor(
    conn: mongoose.Connection,
    counters: Counters,
    relay: OutboxRelay,
    private readonly files: FileService,
  ) {
    this.store = new Store(folderModel(conn), counters, relay);
  }

  async find(id: number): Promise<FolderDoc> {
    const f = await this.store.findById(id);
    if (!f) throw new NotFound('Folder not found.');
    return f;
  }

  /** The folder an entry goes into (null: the root), or a 422 on `field`. */
  async requireParent(id: number | null, field: string): Promise<number | null> {
    if (id === null) return null;
    if (!(await this.store.exists({ _id: id }))) throw ValidationError.field(field, 'No such folder.');
    return id;
  }

  /**
   * Whether `parent` is still there once an entry was written into it. Its
   * writer checked it before writing, and a delete running meanwhile may have
   * found it empty before the entry came: then the writer, checking again
   * after its write, finds it deleted and takes its entry back (as when the
   * delete comes first); a delete that marks it deleted after this check
   * finds the entry in its last pass over the folder (see `deleteTree`).
   */
  async stillThere(parent: number | null): Promise<boolean> {
    return parent === null || (await this.store.exists({ _id: parent }));
  }

  async list(req: files.ListEntriesRequest__Output, ctx: AuthedContext): Promise<files.EntryList> {
    ctx.caller.require(MODULE, 'read');
    const q = parseInput(fileManager.entryListQuery, { ...(req.folder_id ? { folder_id: String(req.folder_id) } : {}), ...(req.page ? { page: String(req.page) } : {}) });
    const folderId = parentOf(q.folder_id);
    if (folderId !== null) await this.find(folderId);
    const skip = (q.page - 1) * LISTING_LIMIT;
    // One past the page: whether another follows.
    const [folders, files] = await Promise.all([
      this.store.model
        .find({ parent_id: folderId, deleted_at: null } as never)
        .sort({ name: 1, _id: 1 })
        .skip(skip)
        .limit(LISTING_LIMIT + 1)
        .lean<FolderDoc[]>()
        .exec(),
      this.files.inFolder(folderId, LISTING_LIMIT + 1, undefined, skip),
    ]);
    const more = folders.length > LISTING_LIMIT || files.length > LISTING_LIMIT;
    folders.length = Math.min(folders.length, LISTING_LIMIT);
    files.length = Math.min(files.length, LISTING_LIMIT);
    const common = (d: { _id: number; name: string; created_at: Date }) => ({ id: d._id, name: d.name, created_at: isoDay(d.created_at) });
    return {
      records: [
        ...folders.map((f) => ({ ...common(f), type: 'folder', folder_id: f.parent_id ?? undefined, created_by: f.created_by })),
        ...files.map((f) => ({
          ...common(f),
          type: 'file',
          folder_id: f.folder_id ?? undefined,
          size: f.size,
          content_type: f.content_type,
          sha256: f.sha256,
          created_by: f.uploaded_by,
        })),
      ],
      more,
    };
  }

  async get(id: number, ctx: AuthedContext): Promise<files.FolderRecord> {
    ctx.caller.require(MODULE, 'read');
    return { record: toFolder(await this.find(id)) };
  }

  async create(req: files.CreateFolderRequest__Output, ctx: AuthedContext): Promise<files.FolderRecord> {
    ctx.caller.require(MODULE, 'create');
    const b = parseInput(fileManager.folderBody, dropDefaults(req.input ?? {}));
    const made = ctx.idempotency && (await this.store.madeUnder(ctx.idempotency));
    if (made) return { record: toFolder(made) };
    const parent = await this.requireParent(parentOf(b.parent_id), 'parent_id');
    await this.requireFreeName(parent, b.name);
    const doc = await this.store.create(
      { name: b.name, parent_id: parent, name_key: nameKey(parent, b.name), created_by: ctx.caller.user_id },
      (f) => newEvent('files.folder.created', { id: f._id, name: f.name, parent_id: f.parent_id }, ctx.caller.user_id),
      ctx.idempotency,
    );
    // Put into a folder deleted meanwhile: taken back (unless that delete took it).
    if (!(await this.stillThere(parent)) && (await this.markDeleted(doc._id, ctx))) throw ValidationError.field('parent_id', 'No such folder.');
    return { record: toFolder(doc) };
  }

  /** Renames and moves (PUT: both, the root when no parent is sent; PATCH: what is sent). */
  async update(req: files.UpdateFolderRequest__Output, ctx: AuthedContext): Promise<void> {
    ctx.caller.require(MODULE, 'update');
    const input = { ...(req.input ?? {}) } as Record<string, unknown>;
    const b = parseUpdate(fileManager.folderBody, input, req.update_mask);
    const before = await this.find(req.id);
    const name = b.name ?? before.name;
    const moving = isReplace(req.update_mask) || 'parent_id' in b;
    const parent = moving ? await this.requireParent(parentOf(b.parent_id), 'parent_id') : before.parent_id;
    if (moving && parent !== null) await this.refuseCycle(before._id, parent);
    if (parent !== before.parent_id || name.toLowerCase() !== before.name.toLowerCase()) await this.requireFreeName(parent, name, before._id);
    const changes = { name, parent_id: parent, name_key: nameKey(parent, name) };
    const updated = await this.store.update(req.id, changes, () =>
      newEvent('files.folder.updated', { id: before._id, name, parent_id: parent }, ctx.caller.user_id),
    );
    if (!updated) throw new NotFound('Folder not found.');
    if (parent !== before.parent_id && parent !== null) await this.undoCycle(before, parent, ctx);
  }

  /**
   * The check before a move reads the tree as it was: two moves at once
   * (A into B, B into A) both pass it. Once moved, a folder that is now
   * below itself goes back where it was, and the move is refused as when
   * the moves come one after the other. So does one moved into a folder
   * deleted meanwhile (unless that delete took it along).
   */
  private async undoCycle(before: FolderDoc, parent: number, ctx: AuthedContext): Promise<void> {
    try {
      if (!(await this.stillThere(parent))) throw ValidationError.field('parent_id', 'No such folder.');
      await this.refuseCycle(before._id, parent);
    } catch (err) {
      const back = { name: before.name, parent_id: before.parent_id, name_key: nameKey(before.parent_id, before.name) };
      await this.store.update(
        before._id,
        back,
        () => newEvent('files.folder.updated', { id: before._id, name: before.name, parent_id: before.parent_id }, ctx.caller.user_id),
        { parent_id: parent },
      );
      throw err;
    }
  }

  /**
   * Deletes a folder; one with something in it only when `recursive`,
   * and then everything below it first, so that an interrupted delete
   * leaves a consistent tree and can be repeated. The files' bytes go
   * after the answer, in one pass for the whole tree: a tree of large
   * files does not hold the request, and what that pass misses the purge
   * job removes.
   */
  async delete(req: files.DeleteFolderRequest__Output, ctx: AuthedContext): Promise<void> {
    ctx.caller.require(MODULE, 'delete');
    const folder = await this.find(req.id);
    const notEmpty = () => new Conflict('The folder is not empty; delete with recursive=true to delete what it holds too.');
    const gone: FileDoc[] = [];
    if (req.recursive) await this.deleteTree(folder._id, ctx, new Set(), gone, await this.newest());
    else {
      if (await this.hasEntries(folder._id)) throw notEmpty();
      await this.markDeleted(folder._id, ctx);
      // Something put in after the check above, by a writer that saw the folder there (see
      // `stillThere`): the folder comes back, refused as when that came first.
      if (await this.hasEntries(folder._id)) {
        const back = await this.store
          .restore(
            folder._id,
            new Date(0),
            (f) => newEvent('files.folder.restored', { id: f._id, name: f.name, parent_id: f.parent_id }, ctx.caller.user_id),
            (f) => ({ name_key: nameKey(f.parent_id, f.name) }),
          )
          .catch(() => null); // its name taken meanwhile: deleted with what came into it
        if (back) throw notEmpty();
        await this.deleteContents(folder._id, ctx, new Set(), gone);
      }
    }
    void this.files.removeBytes(gone);
  }

  /**
   * `entered`: the folders this delete is in, so that a cycle in the tree ends it; `gone`: the
   * files it deleted; `upTo`: the newest entries when the delete began. Once the folder is marked
   * deleted, what was put in meanwhile (by writers that checked it was there before that: see
   * `stillThere`) is deleted too.
   */
  private async deleteTree(id: number, ctx: AuthedContext, entered: Set<number>, gone: FileDoc[], upTo: Newest): Promise<void> {
    await this.deleteContents(id, ctx, entered, gone, upTo);
    await this.markDeleted(id, ctx);
    await this.deleteContents(id, ctx, entered, gone);
  }

  /** False when it was deleted already. */
  private async markDeleted(id: number, ctx: AuthedContext): Promise<boolean> {
    const gone = await this.store.softDelete(
      id,
      (f) => newEvent('files.folder.deleted', { id: f._id }, ctx.caller.user_id),
      () => ({ $unset: { name_key: '' } }),
    );
    return gone !== null;
  }

  /**
   * Deletes what is in a folder; with `upTo`, only what was there when the delete began (ids
   * come from counters, in order): entries put in meanwhile, as fast as they come, do not keep
   * it from ending. Once the folder is marked deleted, none can come but those under way.
   */
  private async deleteContents(id: number, ctx: AuthedContext, entered: Set<number>, gone: FileDoc[], upTo?: Newest): Promise<void> {
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
      const children = await this.store.find({ parent_id: id, _id: { $nin: [...entered], ...(upTo ? { $lte: upTo.folder } : {}) } }, 100);
      if (!children.length) break;
      for (const c of children) await this.deleteTree(c._id, ctx, entered, gone, upTo ?? (await this.newest()));
    }
  }

  /** The newest file and folder now. */
  private async newest(): Promise<Newest> {
    const last = async (model: mongoose.Model<never>) => (await model.findOne().sort({ _id: -1 }).select({ _id: 1 }).lean<{ _id: number }>().exec())?._id ?? 0;
    return { file: await last(this.files.store.model as never), folder: await last(this.store.model as never) };
  }

  private async hasEntries(id: number): Promise<boolean> {
    return (await this.store.exists({ parent_id: id })) || (await this.files.inFolder(id, 1)).length > 0;
  }

  /** A folder cannot go into itself or anything below it. */
  private async refuseCycle(id: number, newParent: number): Promise<void> {
    const seen = new Set<number>();
    for (let at: number | null = newParent; at !== null; ) {
      if (at === id) throw ValidationError.field('parent_id', 'A folder cannot be moved into itself or one of its subfolders.');
      if (seen.has(at)) break;
      seen.add(at);
      const up: FolderDoc | null = await this.store.findById(at);
      at = up?.parent_id ?? null;
    }
  }

  private async requireFreeName(parent: number | null, name: string, self?: number): Promise<void> {
    const other = await this.store.findOne({ name_key: nameKey(parent, name) });
    if (other && other._id !== self) throw ValidationError.field('name', 'A folder with this name is already there.');
  }
}
