import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RatingListWireSchema } from '../resources/ratings';
import { AppListWireSchema } from '../resources/apps';
import { reportDrift, type DriftConsole } from './drift';
import { matchCall } from './catalogue';

function recorder() {
  const calls: Array<[string, string]> = [];
  const logger: DriftConsole = {
    groupCollapsed: (title: string) => void calls.push(['group', title]),
    log: (line: string) => void calls.push(['log', line]),
    groupEnd: () => void calls.push(['end', '']),
  };
  return { calls, logger };
}

describe('reportDrift', () => {
  it('logs one collapsed group naming the call and each failing field path', async () => {
    const { calls, logger } = recorder();
    const answer = [
      {
        app_rating_uuid: 'r1',
        stars: { Int64: 5 },
        comment: { String: 'ok', Valid: true },
        account_name: { String: '', Valid: false },
        account_profile_picture: { String: '', Valid: false },
        created_at: 'x',
      },
    ];
    const result = v.safeParse(RatingListWireSchema, answer);
    expect(result.success).toBe(false);
    await reportDrift({ base: 'server', method: 'get', path: '/app_rating/app-1' }, result.issues ?? [], RatingListWireSchema, logger);
    expect(calls[0]).toEqual([
      'group',
      '[contract drift] ratings.list: GET {server}/app_rating/app-1: the answer does not match the contract',
    ]);
    expect(calls).toContainEqual(['log', '[0].stars.Valid: expected boolean, got undefined']);
    expect(calls.filter(([kind]) => kind === 'group')).toHaveLength(1);
    expect(calls.at(-1)).toEqual(['end', '']);
  });

  it('names a list index and a number sent as text', async () => {
    const { calls, logger } = recorder();
    const app = { appUuid: 'a', name: 'n', createdAt: 'c', updatedAt: 'u' };
    const result = v.safeParse(AppListWireSchema, { message: 'ok', apps: [app, app, app, { ...app, rating: '4.5' }] });
    await reportDrift({ base: 'apiNode', path: '/apps/' }, result.issues ?? [], AppListWireSchema, logger);
    expect(calls[0]?.[1]).toContain('apps.list');
    expect(calls).toContainEqual(['log', 'apps[3].rating: expected number, got "4.5"']);
  });
});

describe('matchCall', () => {
  it('finds a call from its base, method and path', () => {
    expect(matchCall('apiNode', 'GET', '/apps/abc/')).toBe('apps.get');
    expect(matchCall('apiNode', 'put', '/apps/abc/photo')).toBe('apps.updatePhoto');
    expect(matchCall('server', 'GET', '/apps/1/20?q=x')).toBe('apps.serverPage');
    expect(matchCall('news', 'GET', '/nothing')).toBeUndefined();
  });
});
