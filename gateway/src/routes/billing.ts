import type { Route } from './route';

export const billingRoutes: Route[] = [];
