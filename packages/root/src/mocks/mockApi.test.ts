import { CALLS } from '@shell/api-client/core';
import { MOCK_USER_COOKIE } from '@shell/mocks';
import { createMockApiHandler } from './index';

const handle = createMockApiHandler({ basePath: '/mock-api/' });

async function userInfo(site: string, cookie?: string) {
  const request = new Request(`http://host.test/mock-api/${site}${CALLS.userInfo.path}`, { headers: cookie === undefined ? {} : { cookie } });
  const response = await handle(request);
  expect(response.status).toBe(200);
  return (await response.json()) as { data: { isLogin: boolean; uid?: number; nickname?: string } };
}

async function commonData(site: string) {
  const response = await handle(new Request(`http://host.test/mock-api/${site}${CALLS.commonData.path}`));
  return (await response.json()) as { data: { sub_website_id: number } };
}

describe('createMockApiHandler', () => {
  it('answers each user from their own backend, also when their requests interleave', async () => {
    const names = ['alice', 'bob'];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => userInfo('main', `${MOCK_USER_COOKIE}=${names[index % 2]}`)));
    const alice = answers.filter((_, index) => index % 2 === 0);
    const bob = answers.filter((_, index) => index % 2 === 1);
    expect(new Set(alice.map((answer) => answer.data.uid)).size).toBe(1);
    expect(new Set(bob.map((answer) => answer.data.uid)).size).toBe(1);
    expect(alice[0]!.data.uid).not.toBe(bob[0]!.data.uid);
    expect(alice[0]!.data.nickname).toBe('alice');
    expect(bob[0]!.data.nickname).toBe('bob');
    expect(alice.every((answer) => answer.data.isLogin)).toBe(true);
  });

  it('treats no cookie, and a cookie that is not a user name, as a visitor', async () => {
    expect((await userInfo('main')).data.isLogin).toBe(false);
    for (const garbage of [`${MOCK_USER_COOKIE}=<script>`, `${MOCK_USER_COOKIE}=`, `${MOCK_USER_COOKIE}=${'a'.repeat(40)}`, '=;;==', `${MOCK_USER_COOKIE}=%E0%A4%A`]) {
      expect((await userInfo('main', garbage)).data.isLogin).toBe(false);
    }
  });

  it('signs the built-in users in by their names', async () => {
    const main = await userInfo('main', `${MOCK_USER_COOKIE}=user`);
    const sub = await userInfo('main', `${MOCK_USER_COOKIE}=sub`);
    expect(sub.data.nickname).toBe(`${main.data.nickname}_sub1`);
  });

  it("answers with the site's data from the path's site segment; an unknown segment is the main site", async () => {
    expect((await commonData('tr')).data.sub_website_id).toBe(177);
    expect((await commonData('not-a-site')).data.sub_website_id).toBe((await commonData('main')).data.sub_website_id);
  });

  it('answers 404 outside its base path and for paths no call has', async () => {
    expect((await handle(new Request(`http://host.test/elsewhere/main${CALLS.userInfo.path}`))).status).toBe(404);
    expect((await handle(new Request('http://host.test/mock-api/main/no/such/call'))).status).toBe(404);
  });
});
