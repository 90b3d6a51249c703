import { getStoryContext } from '@storybook/test-runner';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

/**
 * Every story is checked with axe after it rendered and its play function ran: any violation
 * (contrast included, in whichever theme the story is in) fails the story.
 */
/** Page sizes of the viewport globals the stories use (`globals: { viewport: { value } }`). */
const VIEWPORTS: Readonly<Record<string, { width: number; height: number }>> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
};
const DESKTOP = { width: 1280, height: 800 };

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // The test-runner does not apply a story's viewport global itself: size the page to it, so
    // mobile stories (drawer, accordion, marquee) run at the width their play functions expect.
    type ViewportGlobals = { viewport?: { value?: string } };
    const story = (await getStoryContext(page, context)) as unknown as { storyGlobals?: ViewportGlobals; globals?: ViewportGlobals };
    const viewport = story.storyGlobals?.viewport?.value ?? story.globals?.viewport?.value;
    await page.setViewportSize((viewport && VIEWPORTS[viewport]) || DESKTOP);
    await injectAxe(page);
  },
  async postVisit(page) {
    await checkA11y(page, '#storybook-root', {
      detailedReport: true,
      detailedReportOptions: { html: true },
      // Quiet on success; violations are always printed in detail and fail the story.
      verbose: false,
    });
  },
};

export default config;
