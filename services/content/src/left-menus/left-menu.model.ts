import mongoose from 'mongoose';
import { type StoredFields, storedSchema } from '@bms/platform';
import type { MenuLockDoc } from './menu-lock';

export type MenuType = 'user' | 'default' | 'client_default';

export interface LeftMenuItemDoc extends StoredFields {
  type: MenuType;
  /** the owner of a `user` item; 0 for the shared menus */
  user_id: number;
  title: string;
  url: string;
  icon: string;
  position: number;
}

const schema = storedSchema<LeftMenuItemDoc>({
  type: String,
  user_id: Number,
  title: String,
  url: String,
  icon: String,
  position: Number,
});

// A menu is read whole, in position order.
schema.index({ type: 1, user_id: 1, position: 1 });

export function leftMenuItemModel(conn: mongoose.Connection) {
  return conn.model<LeftMenuItemDoc>('LeftMenuItem', schema, 'left_menu_items');
}

/** Which shared menus have been given their built-in items (once, by whichever replica is first). */
export function menuSeedsCollection(conn: mongoose.Connection) {
  return conn.db!.collection<{ _id: string; at: Date }>('left_menu_seeds');
}

/** One writer at a time per menu, and what a writer that died left unfinished (MenuLocks). */
export function menuLocksCollection(conn: mongoose.Connection) {
  return conn.db!.collection<MenuLockDoc>('left_menu_locks');
}
