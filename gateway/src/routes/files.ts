import type { Route } from './route';

export const filesRoutes: Route[] = [];
