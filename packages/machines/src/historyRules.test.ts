import { describe, expect, it } from 'vitest';
import { addToHistory } from './historyRules.ts';

const entry = (path: string) => ({ path, workspace: 'acme' });

describe('addToHistory', () => {
  it('moves a page visited again to the front instead of repeating it', () => {
    const history = [entry('/a'), entry('/b'), entry('/c')];
    expect(addToHistory(history, entry('/c')).map((item) => item.path)).toEqual(['/c', '/a', '/b']);
  });

  it('keeps the newest 10 by default and honours another limit', () => {
    const history = Array.from({ length: 10 }, (_, index) => entry(`/${index}`));
    const added = addToHistory(history, entry('/new'));
    expect(added).toHaveLength(10);
    expect(added.map((item) => item.path)).not.toContain('/9');
    expect(addToHistory(history, entry('/new'), 2).map((item) => item.path)).toEqual([
      '/new',
      '/0',
    ]);
  });
});
