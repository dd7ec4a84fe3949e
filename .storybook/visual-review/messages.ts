/** Every text of the review page, in one place. */
// The window sizes alone: the kit's entry brings Storybook's test code, not for this page.
// eslint-disable-next-line no-restricted-imports -- a subpath the kit exports for such readers
import { DESKTOP_WIDTH, PHONE_WIDTH } from '@hygiene/story-kit/windowSizes';
import type { PictureVariant } from './report';

export const reviewMessages = {
  title: 'Visual review',
  summary: (pictures: number, drawnAt: string, browser: string) =>
    `${pictures} pictures, drawn ${new Date(drawnAt).toLocaleString('en-GB')} with ${browser}.`,
  tolerance: (maxDiffPixels: number, thresholdPercent: number) =>
    `A picture differs when more than ${maxDiffPixels} pixels moved in colour by more than ${thresholdPercent} %.`,
  failed: (keys: string[]) =>
    `${keys.length === 1 ? 'One picture was' : `${keys.length} pictures were`} not taken, as the story did not finish: ${keys.join(', ')}.`,
  nothingChanged: 'Every picture matches its reference',
  nothingChangedDetail: 'Nothing to review: this change changed no picture.',
  decided: (decided: number, total: number, accepted: number, denied: number) =>
    `${decided} of ${total} decided: ${accepted} accepted, ${denied} denied.`,
  goneArea: 'Stories that are gone',
  outcome: 'What to run',
  runCommand: 'Accept what you accepted, and commit the references it writes:',
  copyCommand: 'Copy command',
  copied: 'Copied.',
  copyFailed: 'The browser did not let the page copy: select the command and copy it.',
  noCommand: 'Accept a picture to get the command that makes it the reference.',
  denied: (keys: string[]) => `Denied, to be fixed in the change: ${keys.join(', ')}.`,
  accept: 'Accept',
  deny: 'Deny',
  onSlider: 'Compare on a slider',
  reference: 'Reference',
  actual: 'Actual',
  difference: 'Difference',
  actualOnly: 'Actual (no reference yet)',
  sliderHelp: 'Reference on the left, actual on the right',
  sliderOf: (key: string) => `Slider of ${key}`,
  pictureOf: (title: string, name: string) => `${title} › ${name}`,
  variant: {
    desktop: `desktop, ${DESKTOP_WIDTH} px`,
    phone: `phone, ${PHONE_WIDTH} px`,
  } satisfies Record<PictureVariant, string>,
  gone: 'The story is gone: accepting removes its reference.',
  isNew: (variant: string) => `New story, no reference yet (${variant}).`,
  changed: (pixels: number, sizeChanged: boolean, variant: string) =>
    `${pixels} pixels differ${sizeChanged ? ', and its size changed' : ''} (${variant}).`,
  loading: 'Loading the visual report',
  noRun: 'No visual run for this Storybook',
  noRunDetail:
    'Run ./dev test visual: it pictures every story and writes the report this page reads.',
  readFailed: (reason: string) => `Unable to read the visual report: ${reason}`,
  reportAnswered: (status: number) => `The report answered ${status}.`,
};
