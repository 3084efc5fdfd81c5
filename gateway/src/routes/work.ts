import type { Route } from './route';

export const workRoutes: Route[] = [];
