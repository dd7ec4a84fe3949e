/**
 * Storybook's own UI: a "Visual review" link in the toolbar, to the page that shows what a change
 * changed in the pictures (`visual-review/`, built beside the static Storybook; docs/DEVELOPING.md).
 */
import { createElement } from 'react';
import { addons, types } from 'storybook/manager-api';

import { reviewMessages } from './visual-review/messages';

addons.register('hygiene/visual-review', () => {
  addons.add('hygiene/visual-review/link', {
    type: types.TOOL,
    title: reviewMessages.title,
    render: () =>
      createElement(
        'a',
        {
          href: './visual-review/',
          target: '_blank',
          rel: 'noreferrer',
          style: { alignSelf: 'center', padding: '0 8px', fontSize: 13, fontWeight: 700 },
        },
        reviewMessages.title,
      ),
  });
});
