import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

/**
 * Every story is checked with axe after it rendered and its play function ran: any violation
 * (contrast included, in whichever theme the story is in) fails the story.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
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
