import type mongoose from 'mongoose';
import { leftMenus } from '@bms/contracts';
import type { content } from '@bms/protos';
import {
  type AuthedContext,
  type Counters,
  dropDefaults,
  type EventEnvelope,
  newEvent,
  type OutboxRelay,
  parseInput,
  Store,
  ValidationError,
  isDuplicateKey,
} from '@bms/platform';
import { BUILT_IN_MENUS } from './built-in-menus';
import { type LeftMenuItemDoc, leftMenuItemModel, menuLocksCollection, type MenuType, menuSeedsCollection } from './left-menu.model';
import { type MenuLockOptions, menuKey, MenuLocks, type Unfinished } from './menu-lock';

const MODULE = 'menus';
const MAX_ITEMS = 100;

type SharedMenu = Exclude<MenuType, 'user'>;

function toItem(i: LeftMenuItemDoc): content.LeftMenuItem {
  return { id: i._id, title: i.title, url: i.url, icon: i.icon ?? '', position: i.position, type: i.type };
}

/** The event of a write of a shared menu's item (content.left_menu_item.<verb>), as docs/events.md lists it. */
function itemEvent(verb: 'created' | 'updated' | 'deleted', i: LeftMenuItemDoc, actor: number): EventEnvelope<unknown> {
  const data =
    verb === 'created'
      ? { id: i._id, type: i.type, title: i.title, url: i.url, position: i.position }
      : verb === 'updated'
        ? { id: i._id, type: i.type, position: i.position }
        : { id: i._id, type: i.type };
  return newEvent(`content.left_menu_item.${verb}`, data, actor);
}

/**
 * Left menus (SPEC 4.11): two shared menus (`default` for staff,
 * `client_default` for clients) that admins shape, and each user's own
 * menu (`user`). A user sees their own menu if they have one, else the
 * shared menu of their user type. The first item a user adds starts their
 * own menu as a copy of the shared one.
 *
 * A shared menu's writes are everyone's, so each one publishes its event
 * (with its changes, through the outbox) as every other record's write
 * does: the audit trail records it and the change stream carries it. A
 * user's own menu is that user's state, like a read mark: its writes
 * publish nothing (docs/audit.md).
 *
 * Every write holds its menu's lock (MenuLocks): two requests at once
 * neither copy a user's menu twice nor fill a shared one twice, and a
 * write of several items that a crash cut short is undone (a user's copy)
 * or done again (a reset, the first filling) by the menu's next writer.
 */
export class LeftMenuService {
  private readonly store: Store<LeftMenuItemDoc>;
  private readonly seeds;
  private readonly locks: MenuLocks;

  constructor(conn: mongoose.Connection, counters: Counters, relay: OutboxRelay, lock?: MenuLockOptions) {
    this.store = new Store(leftMenuItemModel(conn), counters, relay);
    this.seeds = menuSeedsCollection(conn);
    this.locks = new MenuLocks(menuLocksCollection(conn), lock);
  }

  /**
   * Gives each shared menu its built-in items on the first start of an
   * installation (whichever replica comes first), and finishes what a
   * write of a shared menu left unfinished when its process died.
   */
  async seed(): Promise<void> {
    for (const type of Object.keys(BUILT_IN_MENUS) as SharedMenu[]) {
      // A replica starting beside one that died seeding waits out its lease.
      await this.locks.hold(type, this.makeWhole, async (held) => {
        if (await this.seeds.findOne({ _id: type })) return;
        await held.begin({ op: 'seed', type });
        await this.seedMenu(type);
        await held.done();
      }, { waitLease: true });
    }
  }

  async list(req: content.ListLeftMenuItemsRequest__Output, ctx: AuthedContext): Promise<content.LeftMenuItemList> {
    ctx.caller.require(MODULE, 'read');
    const { type } = parseInput(leftMenus.leftMenuListQuery, dropDefaults(req));
    const items = type ? await this.whole(type, ctx.caller.user_id) : await this.effective(ctx);
    return { records: items.map(toItem) };
  }

  async add(req: content.CreateLeftMenuItemRequest__Output, ctx: AuthedContext): Promise<content.LeftMenuItemRecord> {
    ctx.caller.require(MODULE, 'create');
    const b = parseInput(leftMenus.leftMenuItemBody, dropDefaults(req.input ?? {}));
    const type = b.type ?? 'user';
    this.requireShared(type, ctx);
    const me = ctx.caller.user_id;
    return this.locks.hold(menuKey(type, me), this.makeWhole, async (held) => {
      let items = await this.items(type, me);
      if (type === 'user' && !items.length) {
        await held.begin({ op: 'clear', user_id: me });
        items = await this.copyShared(this.sharedOf(ctx), me);
        await held.done();
      }
      if (items.length >= MAX_ITEMS) throw ValidationError.field('type', `A menu holds at most ${MAX_ITEMS} items.`);
      const last = items.reduce((max, i) => Math.max(max, i.position), 0);
      const position = b.position && b.position <= last ? b.position : last + 1;
      if (position <= last) await this.makeRoom(type, me, items, position);
      const item = await this.store.create(
        { type, user_id: type === 'user' ? me : 0, title: b.title, url: b.url, icon: b.icon ?? '', position },
        type === 'user' ? undefined : (d) => itemEvent('created', d, me),
      );
      return { record: toItem(item) };
    });
  }

  /**
   * Resets a menu: the caller's own (no type, or `user`) goes away, so the
   * shared menu shows again; a shared menu returns to its built-in items.
   */
  async reset(req: content.ResetLeftMenuRequest__Output, ctx: AuthedContext): Promise<string> {
    ctx.caller.require(MODULE, 'delete');
    const { type = 'user' } = parseInput(leftMenus.menuTypeInput, dropDefaults(req));
    this.requireShared(type, ctx);
    const me = ctx.caller.user_id;
    const work: Unfinished = type === 'user' ? { op: 'clear', user_id: me } : { op: 'reset', type, actor: me };
    await this.locks.hold(menuKey(type, me), this.makeWhole, async (held) => {
      await held.begin(work);
      await this.makeWhole(work);
      await held.done();
    });
    return type === 'user' ? 'Your menu was reset to the default.' : `The ${type} menu was reset.`;
  }

  /**
   * Makes whole a write of several items (see Unfinished): the one under
   * way, or one that a process that died left unfinished.
   */
  private readonly makeWhole = async (work: Unfinished): Promise<void> => {
    switch (work.op) {
      case 'clear':
        return this.removeAll('user', work.user_id);
      case 'reset':
        for (const i of await this.items(work.type, 0)) await this.store.softDelete(i._id, (d) => itemEvent('deleted', d, work.actor));
        return this.fillBuiltIn(work.type, work.actor);
      case 'seed':
        return this.seedMenu(work.type);
    }
  };

  /** A shared menu's first filling, from empty (what a filling cut short made goes first: it was no one's write), then marked done. */
  private async seedMenu(type: SharedMenu): Promise<void> {
    await this.removeAll(type, 0);
    await this.fillBuiltIn(type);
    try {
      await this.seeds.insertOne({ _id: type, at: new Date() });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }

  /** The items from `position` on move down one: a user's in one write, a shared menu's each with its event (under the menu's lease). */
  private async makeRoom(type: MenuType, me: number, items: LeftMenuItemDoc[], position: number): Promise<void> {
    if (type === 'user') {
      await this.store.model.collection.updateMany(
        { ...this.menuFilter(type, me), deleted_at: null, position: { $gte: position } } as never,
        { $inc: { position: 1 } } as never,
      );
      return;
    }
    // The last first: a move cut short leaves the menu in order (a gap where the new item was to go), never two items at one place.
    for (const i of items.filter((x) => x.position >= position).reverse()) {
      await this.store.update(i._id, (current) => ({ position: current.position + 1 }), (after) => itemEvent('updated', after, me));
    }
  }

  /** The shared menus are everyone's: only admins shape them. */
  private requireShared(type: MenuType, ctx: AuthedContext): void {
    if (type !== 'user') ctx.caller.requireAdmin();
  }

  private sharedOf(ctx: AuthedContext): SharedMenu {
    return ctx.caller.user_type === 'client' ? 'client_default' : 'default';
  }

  private async effective(ctx: AuthedContext): Promise<LeftMenuItemDoc[]> {
    const own = await this.whole('user', ctx.caller.user_id);
    return own.length ? own : this.whole(this.sharedOf(ctx), 0);
  }

  /** A menu's items as a reader may see them: never a write of several items part done (MenuLocks#read). */
  private whole(type: MenuType, userId: number): Promise<LeftMenuItemDoc[]> {
    return this.locks.read(menuKey(type, userId), this.makeWhole, () => this.items(type, userId));
  }

  private menuFilter(type: MenuType, userId: number) {
    return { type, user_id: type === 'user' ? userId : 0 };
  }

  private async items(type: MenuType, userId: number): Promise<LeftMenuItemDoc[]> {
    const docs = await this.store.find(this.menuFilter(type, userId), MAX_ITEMS * 2);
    return docs.sort((a, b) => a.position - b.position || a._id - b._id);
  }

  private async copyShared(from: SharedMenu, userId: number): Promise<LeftMenuItemDoc[]> {
    const copies: LeftMenuItemDoc[] = [];
    // The shared menu's lock after the user's (only here are two held at once, always in this order).
    for (const i of await this.whole(from, 0)) {
      copies.push(await this.store.create({ type: 'user', user_id: userId, title: i.title, url: i.url, icon: i.icon, position: i.position }));
    }
    return copies;
  }

  /**
   * A menu's items go, in one write and without events: a user's own menu
   * (per-user state), or a shared menu's filling cut short (no one's write).
   */
  private async removeAll(type: MenuType, userId: number): Promise<void> {
    const now = new Date();
    await this.store.model.collection.updateMany(
      { ...this.menuFilter(type, userId), deleted_at: null } as never,
      { $set: { deleted_at: now, updated_at: now } } as never,
    );
  }

  /** The built-in items of a shared menu: with their events when an admin reset it (`actor`); the first start's seed is no write of anyone's. */
  private async fillBuiltIn(type: SharedMenu, actor?: number): Promise<void> {
    let position = 0;
    for (const i of BUILT_IN_MENUS[type]) {
      await this.store.create(
        { type, user_id: 0, title: i.title, url: i.url, icon: i.icon, position: ++position },
        actor === undefined ? undefined : (d) => itemEvent('created', d, actor),
      );
    }
  }
}
