import { http, HttpResponse } from 'msw';
import { ShellHostProvider } from '@shell/ui';
import { mockServer, renderWithShell } from '@shell/test-utils';
import { EntryTags } from '../components/EntryTags';
import { renderHeader } from '../test/renderHeader.test-helper';

/**
 * Issue 21 L1: an image URL from data loads only from the configured image hosts (default the
 * static host). A relative or protocol-relative URL would be a GET with the visitor's cookies
 * (`<img src="/logout">` signs them out), so it renders the placeholder and logs one line.
 */
const HOSTILE_IMAGES = ['/logout', '//evil.example/a.png', '/\\evil.example/a.png', 'data:image/svg+xml,<svg/>', 'blob:https://static.gate.example/1', 'http://static.gate.example/a.png', '../logout'];

function imageSources(container: HTMLElement): string[] {
  return [...container.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
}

describe('images from data (issue 21 L1)', () => {
  it.each(['/logout', '//evil.example/a.png', 'data:image/svg+xml,<svg/>'])('draws no <img> for the avatar %j, only the placeholder', async (avatar) => {
    mockServer.use(
      http.get(`*/api/web/v1/usercenter/get_info`, () =>
        HttpResponse.json({ code: 200, data: { isLogin: true, uid: 42, nickname: 'Ann', user_avatar: avatar } }),
      ),
    );
    const { container, logger } = await renderHeader({ user: 'user', openMenus: true });
    expect(imageSources(container).filter((src) => !src.startsWith('https://static.gate.example/'))).toEqual([]);
    // The account button draws the user icon instead of the image.
    expect(container.querySelector('[data-menu="user"] button svg')).not.toBeNull();
    expect(logger.entries.filter((entry) => entry.event === 'ui.unsafe-image')).toEqual(expect.arrayContaining([expect.objectContaining({ source: 'header.avatar', detail: avatar })]));
  });

  it('draws the avatar from the static host', async () => {
    mockServer.use(
      http.get(`*/api/web/v1/usercenter/get_info`, () =>
        HttpResponse.json({ code: 200, data: { isLogin: true, uid: 42, nickname: 'Ann', user_avatar: 'https://static.gate.example/avatar/ann.png' } }),
      ),
    );
    const { container } = await renderHeader({ user: 'user', openMenus: true });
    expect(imageSources(container)).toContain('https://static.gate.example/avatar/ann.png');
  });

  it('never loads a tag icon from a relative or foreign URL; configured image hosts do load', async () => {
    const tags = [...HOSTILE_IMAGES, 'https://cdn.example.net/ok.png'].map((icon, index) => ({ code: `tag${index}`, type: 1 as const, word: `w${index}`, light_icon: icon, dark_icon: icon }));
    const { container, logger } = renderWithShell(
      <ShellHostProvider imageHosts={['cdn.example.net']}>
        <EntryTags tags={tags} />
      </ShellHostProvider>,
    );
    expect(container.querySelectorAll('.shell-header__tag')).toHaveLength(tags.length);
    expect(imageSources(container)).toEqual(['https://cdn.example.net/ok.png']);
    expect(logger.entries.filter((entry) => entry.event === 'ui.unsafe-image')).toHaveLength(HOSTILE_IMAGES.length);
  });
});
