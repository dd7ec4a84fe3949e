/** The location stories' render: a screen in the harness at an address (on a phone: `onPhone`). */
import type { ComponentType } from 'react';

import { harnessOf, StoryHarness, type HarnessContext } from '../../../testing/StoryHarness';

export interface LocationStoryArgs {
  url: string;
  /** The signed-in user's realm roles (the harness's default: administrator). */
  roles?: readonly string[];
}

export function renderLocationScreen(Screen: ComponentType, pattern: string) {
  return function LocationStory(
    { url, roles }: LocationStoryArgs,
    { loaded }: { loaded: Record<string, unknown> },
  ) {
    return (
      <StoryHarness
        context={loaded['harness'] as HarnessContext}
        url={url}
        pattern={pattern}
        roles={roles}
      >
        <Screen />
      </StoryHarness>
    );
  };
}

export { harnessOf };
