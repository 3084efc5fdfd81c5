export * as announcements from './announcement.schema';
export * as pages from './page.schema';
export * as messages from './message.schema';
export * as leftMenus from './left-menu.schema';
export * as eventTracker from './event-tracker.schema';
