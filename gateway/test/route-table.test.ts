import { z } from 'zod';
import { routeTable } from '../src/pipeline/route-table';
import type { Route } from '../src/routes/route';

const route = (method: Route['method'], path: string): Route =>
  ({ method, path, summary: 's', tag: 't', auth: 'token', limit: 'default', status: 200, reply: z.object({}), errors: [] }) as Route;

describe('the route table', () => {
  const table = routeTable([
    route('get', '/api/time'),
    route('get', '/api/things/{id}'),
    route('get', '/api/things/search'),
    route('get', '/api/items/search'),
    route('get', '/api/items/{id}'),
    route('post', '/api/items/search'),
  ]);
  const found = (method: string, path: string) => {
    const f = table.find(method, path);
    return f && { name: f.name, params: f.params };
  };

  it('finds a route without parameters by its path, as express matches it: any case, one trailing slash, HEAD as GET', () => {
    for (const path of ['/api/time', '/API/Time', '/api/time/', '/Api/TIME/']) expect(found('GET', path)).toEqual({ name: '/api/time', params: {} });
    expect(found('HEAD', '/api/time')).toEqual({ name: '/api/time', params: {} });
    for (const path of ['/api/time//', '/api/%74ime', '/api/time/x', '/api/tim']) expect(found('GET', path)).toBeUndefined();
    expect(found('POST', '/api/time')).toBeUndefined();
  });

  it('keeps the routes in order: a parameter route listed before a fixed path takes it', () => {
    expect(found('GET', '/api/things/search')).toEqual({ name: '/api/things/:id', params: { id: 'search' } });
    expect(found('GET', '/API/things/Search/')).toEqual({ name: '/api/things/:id', params: { id: 'Search' } });
    expect(found('GET', '/api/items/search')).toEqual({ name: '/api/items/search', params: {} });
    expect(found('GET', '/api/items/Search')).toEqual({ name: '/api/items/search', params: {} });
    expect(found('POST', '/api/items/search')).toEqual({ name: '/api/items/search', params: {} });
    expect(found('GET', '/api/items/7')).toEqual({ name: '/api/items/:id', params: { id: '7' } });
  });

  it('gives each lookup its own params', () => {
    const a = table.find('GET', '/api/time')!;
    a.params.x = 'y';
    expect(table.find('GET', '/api/time')!.params).toEqual({});
  });
});
