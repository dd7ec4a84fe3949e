import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { loadLanguage } from '../i18n';
import { serverRenderingCases } from '../serverRendering/cases';

/**
 * What an embedding app's own global CSS commonly holds: Tailwind's preflight (its resets of
 * margins, borders, lists, links, headings, form controls and SVG display) and the element rules of
 * a Bootstrap-style app (padded buttons and cells, link colours, paragraph and label spacing).
 * Typography the app sets on `body` (its font, line height, colour) is meant to flow into the
 * widgets, so it is not here.
 */
const HOSTILE_CSS = `
*, ::after, ::before { box-sizing: border-box; margin: 0; padding: 0; border: 0 solid; }
h1, h2, h3, h4, h5, h6 { font-size: inherit; font-weight: inherit; }
a { color: #0d6efd; text-decoration: none; }
ol, ul, menu { list-style: none; }
img, svg, video, canvas { display: block; vertical-align: middle; }
button, input, select, textarea { font: inherit; letter-spacing: inherit; color: inherit; border-radius: 0; background-color: transparent; }
button { padding: 20px; text-transform: uppercase; }
p { margin-bottom: 1rem; }
label { display: inline-block; margin-bottom: 0.5rem; }
table { border-collapse: collapse; }
td, th { padding: 20px; }
dl, dd { margin: 0 0 1rem; }
`;

/**
 * What an app's CSS must not change in a widget: each element's size, and the properties that
 * draw it. (Box sizing and border styles count through the size and the border widths.)
 */
const PROPERTIES = [
  'width',
  'height',
  'display',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-left-radius',
  'background-color',
  'color',
  'text-decoration-line',
  'text-transform',
  'list-style-type',
  'font-size',
  'font-weight',
] as const;

/**
 * The kit's own elements: those styled-components styles (an `sc-` class), and the drawing inside
 * its SVGs. What a case passes in as children (a tooltip's button) is the app's, and left out.
 */
function kitElements(root: Element): Element[] {
  return [...root.querySelectorAll('[data-case] *')].filter(
    (element) =>
      [...element.classList].some((name) => name.startsWith('sc-')) ||
      (element instanceof SVGElement && element.closest('[class*="sc-"]') !== null),
  );
}

/**
 * Each element's properties, and first whether it is drawn at all. What is not drawn (a closed
 * disclosure's panel) is measured only by that: its box depends on whether Chromium has laid it
 * out yet, not on any style. An app's CSS that shows what the kit hides, or hides what it shows,
 * still counts.
 */
function snapshot(elements: readonly Element[]): string[][] {
  return elements.map((element) => {
    if (!element.checkVisibility()) return ['not drawn', ...PROPERTIES.map(() => '')];
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return [
      'drawn',
      ...PROPERTIES.map((property) =>
        property === 'width'
          ? box.width.toFixed(1)
          : property === 'height'
            ? box.height.toFixed(1)
            : style.getPropertyValue(property),
      ),
    ];
  });
}

function describeElement(element: Element): string {
  const name = element.closest('[data-case]')?.getAttribute('data-case') ?? '?';
  const role = element.getAttribute('role') ?? element.getAttribute('aria-label') ?? '';
  return `${name} <${element.tagName.toLowerCase()}${role ? ` ${role}` : ''}>`;
}

/** Every component of the kit, one after the other, as the server-rendering cases draw them. */
function Gallery() {
  return (
    <div data-gallery>
      {serverRenderingCases.map(({ name, element }) => (
        <section key={name} data-case={name}>
          {element()}
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Hostile CSS',
  component: Gallery,
  // The style is left on for the picture; the next story starts without it.
  beforeEach: () => () => document.getElementById('hostile-css')?.remove(),
  // The Bokmål case draws Bokmål whichever story ran before (the loaded languages are global).
  loaders: [() => loadLanguage('nb')],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An embedding app's global CSS does not reach into the widgets (issue 32): every element of every
 * component keeps its box, colours and text style when Tailwind's preflight and Bootstrap-style
 * element rules are added to the page. A difference names the component, the element and the
 * property it changed.
 */
export const UnderAnAppsGlobalCss: Story = {
  play: async ({ canvasElement }) => {
    const gallery = canvasElement.querySelector('[data-gallery]');
    if (!gallery) throw new Error('no gallery');
    const elements = kitElements(gallery);
    await expect(elements.length).toBeGreaterThan(serverRenderingCases.length);
    const before = snapshot(elements);
    const style = document.createElement('style');
    style.id = 'hostile-css';
    style.textContent = HOSTILE_CSS;
    document.head.append(style);
    const after = snapshot(elements);
    const measured = ['drawn', ...PROPERTIES];
    const changed = elements.flatMap((element, index) =>
      measured.flatMap((property, p) =>
        before[index]![p] === after[index]![p]
          ? []
          : [`${describeElement(element)} ${property}: ${before[index]![p]} → ${after[index]![p]}`],
      ),
    );
    // As one text, so a failure lists every difference in full.
    await expect(changed.join('\n')).toBe('');
  },
};
