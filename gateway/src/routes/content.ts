import type { Route } from './route';

export const contentRoutes: Route[] = [];
