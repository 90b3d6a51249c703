import { createHash } from 'node:crypto';
import { MOCK_SEARCH_APP, SEARCH_APP_SOURCE } from './staticAssets';

describe('the mock search micro-app', () => {
  it('is served at its versioned URL with exactly the bytes its integrity hash names', async () => {
    const digest = createHash('sha384').update(SEARCH_APP_SOURCE, 'utf8').digest('base64');
    expect(MOCK_SEARCH_APP.integrity).toBe(`sha384-${digest}`);
    const response = await fetch(MOCK_SEARCH_APP.url);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe(SEARCH_APP_SOURCE);
  });
});
