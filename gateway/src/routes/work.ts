import type { Route } from './route';

/** Every module of work is declared with defineModule (@bms/contracts modules.ts): their routes come from there. */
export const workRoutes: Route[] = [];
