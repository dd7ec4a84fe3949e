import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the whole page as people get it: the shell and the screen together, which the story
 * tests (each screen alone) cannot see, e.g. landmarks nested across the two.
 */
export async function expectNoAxeViolations(page: Page) {
  const axe = new AxeBuilder({ page });
  // By default axe merges its frames' results in a blank page it opens for each run, which took
  // two thirds of a run here. A page without frames (all of the console's) has nothing to merge:
  // axe runs in the page itself, with the same rules and findings.
  if (page.frames().length === 1) axe.setLegacyMode();
  const { violations } = await axe.analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}
