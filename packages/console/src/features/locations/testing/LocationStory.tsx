/** The location stories' render: a screen in the harness at an address, optionally phone-wide. */
import type { ComponentType } from 'react';

import { harnessOf, StoryHarness, type HarnessContext } from '../../testing/StoryHarness';

export interface LocationStoryArgs {
  url: string;
  /** Renders the screen in a box this wide (360 for a phone). */
  width?: number;
  /** The signed-in user's realm roles (the harness's default: administrator). */
  roles?: readonly string[];
}

export function renderLocationScreen(Screen: ComponentType, pattern: string) {
  return function LocationStory(
    { url, width, roles }: LocationStoryArgs,
    { loaded }: { loaded: Record<string, unknown> },
  ) {
    const screen = (
      <StoryHarness
        context={loaded['harness'] as HarnessContext}
        url={url}
        pattern={pattern}
        roles={roles}
      >
        <Screen />
      </StoryHarness>
    );
    return width ? (
      <div style={{ width }} data-testid="phone">
        {screen}
      </div>
    ) : (
      screen
    );
  };
}

export { harnessOf };
