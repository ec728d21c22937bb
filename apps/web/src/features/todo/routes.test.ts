import { describe, expect, it } from 'vitest';
import { isRedirectRoute, matchesPath } from '../../shell/routing';
import { routes } from './routes';

const pageFor = (pathname: string) =>
  routes.filter((route) => !isRedirectRoute(route)).find((route) => matchesPath(route.path, pathname))?.path;

describe('to-do addresses', () => {
  it('reach the page with and without a to-do id, and nothing longer', () => {
    expect(pageFor('/apps/todo/all')).toBe('/apps/todo/:folderHandle/:todoId?');
    expect(pageFor('/apps/todo/all/new')).toBe('/apps/todo/:folderHandle/:todoId?');
    expect(pageFor('/apps/todo/filter/completed')).toBe('/apps/todo/filter/:filterHandle/:todoId?');
    expect(pageFor('/apps/todo/label/api/5b0e')).toBe('/apps/todo/label/:labelHandle/:todoId?');
    expect(pageFor('/apps/todo/all/5b0e/more')).toBeUndefined();
    expect(pageFor('/apps/todo')).toBeUndefined();
  });

  it('lead /apps/todo to the folder of all to-dos', () => {
    expect(routes.find((route) => route.path === '/apps/todo')).toEqual({
      path: '/apps/todo',
      redirect: '/apps/todo/all',
    });
  });
});
