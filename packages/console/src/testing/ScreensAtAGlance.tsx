/**
 * 'Screens at a glance': one story per screen area that lays the area's screens and states side
 * by side (loaded, empty, loading, failed, dark, phone), so a reviewer approves the area's look
 * in one view, and its play function checks every panel at once.
 *
 * Each panel is a screen in its own harness with its own API address (`/glance/<n>/api`), so one
 * panel's overrides (an empty list, a call that never answers) leave the others alone. All
 * panels answer from one fake platform on the stories' seed, reset before the story.
 */
import {
  createFakePlatform,
  createOverrides,
  mswHandlers,
  type FakePlatform,
  type Overrides,
} from '@hygiene/fake-platform';
import { HygieneThemeProvider } from '@hygiene/ui';
import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';

import { harnessLoader, StoryHarness, type HarnessContext } from './StoryHarness';
import { PHONE_WIDTH } from './storyViews';

type Handler = ReturnType<Overrides['loading']>;
type PanelQueries = ReturnType<typeof within>;

export interface GlancePanel {
  /** The state the panel shows, as its caption: 'Loaded', 'No sections yet', 'Dark', 'Phone'. */
  name: string;
  /** The screen's address and route, as in its own stories. */
  url: string;
  pattern: string;
  screen: ReactNode;
  /** Child routes of a screen with an `<Outlet />`. */
  childRoutes?: ReactNode;
  tenant?: string;
  theme?: 'light' | 'dark';
  /** Rendered 360 px wide; the play function checks nothing in it scrolls sideways. */
  phone?: boolean;
  /** This panel's own answers, before the platform's: `(o) => [o.empty('get', '/sections')]`. */
  overrides?: (o: Overrides) => Handler[];
  /**
   * What the spec says this state shows, found inside the panel: a text, or a check of its own
   * (a progress bar's name, a disabled button).
   */
  shows: string | RegExp | ((panel: PanelQueries) => Promise<unknown>);
}

export interface GlanceOptions {
  /** Prepares the shared platform after its reset, as `parameters.fakePlatform.setup` does. */
  setup?: (platform: FakePlatform) => void;
}

/** `shows` of a panel whose state is an element of this role and name, e.g. a loading bar. */
export const showsRole =
  (role: Parameters<PanelQueries['findByRole']>[0], name: string | RegExp) =>
  async (panel: PanelQueries) =>
    // Queried again until it holds: a lazy part arriving late may draw the element anew (a busy
    // machine found the first one, then met it detached).
    waitFor(() => expect(panel.getByRole(role, { name })).toBeVisible());

const platform = createFakePlatform();
const apiBase = (index: number) => `/glance/${index}/api`;

/**
 * The story of an area's screens at a glance: `export const Devices: Story = glanceStory([...])`
 * in `features/<area>/ScreensAtAGlance.stories.tsx`.
 */
export function glanceStory(panels: GlancePanel[], { setup }: GlanceOptions = {}) {
  const handlers = panels.flatMap((panel, index) => {
    const baseUrl = apiBase(index);
    return [
      ...(panel.overrides?.(createOverrides({ baseUrl })) ?? []),
      ...mswHandlers(platform, { baseUrl }),
    ];
  });
  return {
    parameters: {
      msw: { handlers: { glance: handlers } },
      a11y: {
        config: {
          // One screen is shown several times by design, so its named landmarks (the
          // breadcrumb, a filter bar) repeat; every screen's own stories run this rule.
          rules: [{ id: 'landmark-unique', enabled: false }],
        },
      },
    },
    loaders: [
      async () => ({
        glance: await Promise.all(panels.map(async () => (await harnessLoader()).harness)),
      }),
    ],
    beforeEach: () => {
      platform.reset();
      setup?.(platform);
    },
    render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
      <ScreensAtAGlance panels={panels} contexts={loaded['glance'] as HarnessContext[]} />
    ),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      for (const [index, panel] of panels.entries()) {
        // Found by position, not by its name: a screen may have a region of the same name.
        // The panels draw once what their screens wait for (the roles table) is in.
        const region = await waitFor(() => {
          const found = canvasElement.querySelector<HTMLElement>(`[data-glance-panel="${index}"]`);
          expect(found).not.toBeNull();
          return found!;
        });
        await expect(region).toHaveAccessibleName(panel.name);
        const inside = within(region);
        if (typeof panel.shows === 'function') await panel.shows(inside);
        else await expect(await inside.findByText(panel.shows)).toBeVisible();
        if (panel.phone) {
          const screen = region.querySelector('[data-glance-screen]')!;
          await expect(screen.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
        }
      }
    },
  };
}

/**
 * An area's glance in Bokmål, as the Storybook toolbar's language sets it: mostly its phone
 * panels, as Norwegian words are longer and nothing may scroll sideways at 360 px. Its `shows`
 * are in Bokmål too: `export const HomeInNorwegian: Story = inNorwegian(glanceStory([...]))`.
 */
export function inNorwegian<S extends object>(story: S): S & { globals: { language: 'nb' } } {
  return { ...story, globals: { language: 'nb' } };
}

function ScreensAtAGlance({
  panels,
  contexts,
}: {
  panels: GlancePanel[];
  contexts: HarnessContext[];
}) {
  return (
    <Panels>
      {panels.map((panel, index) => (
        <HygieneThemeProvider key={panel.name} mode={panel.theme ?? 'light'}>
          <Panel aria-labelledby={`glance-${index}`} data-glance-panel={index}>
            <Caption id={`glance-${index}`}>{panel.name}</Caption>
            <Screen data-glance-screen="" $phone={panel.phone ?? false}>
              <StoryHarness
                context={contexts[index]!}
                url={panel.url}
                pattern={panel.pattern}
                tenant={panel.tenant}
                apiBase={apiBase(index)}
                childRoutes={panel.childRoutes}
              >
                {panel.screen}
              </StoryHarness>
            </Screen>
          </Panel>
        </HygieneThemeProvider>
      ))}
    </Panels>
  );
}

const Panels = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(6)};
`;

const Panel = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
`;

/** A desktop screen as wide as a laptop's content column; a phone screen as wide as a phone. */
const Screen = styled.div<{ $phone: boolean }>`
  width: ${({ $phone }) => ($phone ? PHONE_WIDTH : 880)}px;
`;

const Caption = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;
