/**
 * The review page of the static Storybook: every picture that differs from its reference, the
 * reference, the actual and their difference side by side (or on a slider), grouped by screen
 * area, with Accept and Deny per picture. Accepting gathers the one command that writes the
 * accepted pictures as references (`./dev visual --accept …`): the approval becomes a commit.
 */
import { useId, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';

import { Banner, Button, EmptyState } from '@hygiene/ui';

import { reviewMessages as text } from './messages';
import { PICTURE_FOLDERS, type VisualReport } from './report';
import {
  acceptCommand,
  failedPictures,
  itemKey,
  progress,
  reviewGroups,
  type Decision,
  type Decisions,
  type ReviewItem,
} from './reviewModel';

export interface VisualReviewProps {
  report: VisualReport;
  /** The address of a picture of the report (the page: `<folder>/<key>.png` beside the report). */
  pictureUrl: PictureUrl;
  decisions: Decisions;
  onDecide: (key: string, decision: Decision | undefined) => void;
}

export function VisualReview({ report, pictureUrl, decisions, onDecide }: VisualReviewProps) {
  const groups = reviewGroups(report);
  const failed = failedPictures(report);
  const done = progress(groups, decisions);
  const command = acceptCommand(decisions);
  const denied = Object.keys(decisions).filter((key) => decisions[key] === 'denied');
  return (
    <Page>
      <header>
        <h1>{text.title}</h1>
        <p>
          {text.summary(report.pictures.length, report.createdAt, report.browser)}{' '}
          {text.tolerance(
            report.tolerance.maxDiffPixels,
            Math.round(report.tolerance.threshold * 100),
          )}
        </p>
      </header>
      {failed.length > 0 && (
        <Banner tone="error">{text.failed(failed.map((picture) => picture.key))}</Banner>
      )}
      {groups.length === 0 && failed.length === 0 ? (
        <EmptyState title={text.nothingChanged} description={text.nothingChangedDetail} />
      ) : (
        <>
          <Decided aria-live="polite">
            {text.decided(done.accepted + done.denied, done.total, done.accepted, done.denied)}
          </Decided>
          {groups.map((group) => (
            <Area key={group.area} title={group.area}>
              {group.items.map((item) => (
                <Item
                  key={itemKey(item)}
                  item={item}
                  pictureUrl={pictureUrl}
                  decision={decisions[itemKey(item)]}
                  onDecide={(decision) => onDecide(itemKey(item), decision)}
                />
              ))}
            </Area>
          ))}
          <Outcome aria-label={text.outcome}>
            {command ? (
              <>
                <p>{text.runCommand}</p>
                <Command>{command}</Command>
                <CopyButton command={command} />
              </>
            ) : (
              <p>{text.noCommand}</p>
            )}
            {denied.length > 0 && <p>{text.denied(denied)}</p>}
          </Outcome>
        </>
      )}
    </Page>
  );
}

/** A screen area's pictures, named by its heading (an id of its own: areas hold spaces). */
function Area({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

type Copy = 'idle' | 'copied' | 'failed';

/** Copies the command; says whether it did (a page without clipboard access cannot). */
function CopyButton({ command }: { command: string }) {
  const [copy, setCopy] = useState<Copy>('idle');
  const copyCommand = async () => {
    try {
      await navigator.clipboard.writeText(command);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <>
      <Button onClick={() => void copyCommand()}>{text.copyCommand}</Button>
      {copy !== 'idle' && <p role="status">{copy === 'copied' ? text.copied : text.copyFailed}</p>}
    </>
  );
}

export type PictureUrl = (folder: keyof typeof PICTURE_FOLDERS, key: string) => string;

/** Beside the report, as a visual run writes them. */
export const besideTheReport: PictureUrl = (folder, key) =>
  `./${PICTURE_FOLDERS[folder]}/${encodeURIComponent(key)}.png`;

interface ItemProps {
  item: ReviewItem;
  pictureUrl: PictureUrl;
  decision: Decision | undefined;
  onDecide: (decision: Decision | undefined) => void;
}

function Item({ item, pictureUrl: src, decision, onDecide }: ItemProps) {
  const headingId = useId();
  const [slider, setSlider] = useState(false);
  const toggle = (wanted: Decision) => onDecide(decision === wanted ? undefined : wanted);
  const label = itemKey(item);
  return (
    <Card aria-labelledby={headingId} data-decision={decision ?? 'undecided'}>
      <CardHeader>
        <h3 id={headingId}>
          {item.status === 'picture'
            ? text.pictureOf(item.picture.title, item.picture.name)
            : item.key}
        </h3>
        <Status>{statusText(item)}</Status>
      </CardHeader>
      {item.status === 'picture' && item.picture.status === 'changed' && (
        <>
          {slider ? (
            <Slider before={src('reference', label)} after={src('actual', label)} name={label} />
          ) : (
            <Pictures>
              <Figure caption={text.reference} src={src('reference', label)} />
              <Figure caption={text.actual} src={src('actual', label)} />
              <Figure caption={text.difference} src={src('diff', label)} />
            </Pictures>
          )}
          <Button aria-pressed={slider} onClick={() => setSlider(!slider)}>
            {text.onSlider}
          </Button>
        </>
      )}
      {item.status === 'picture' && item.picture.status === 'new' && (
        <Pictures>
          <Figure caption={text.actualOnly} src={src('actual', label)} />
        </Pictures>
      )}
      <Actions>
        <Button
          variant={decision === 'accepted' ? 'primary' : 'secondary'}
          aria-pressed={decision === 'accepted'}
          onClick={() => toggle('accepted')}
        >
          {text.accept}
        </Button>
        <Button
          variant={decision === 'denied' ? 'danger' : 'secondary'}
          aria-pressed={decision === 'denied'}
          onClick={() => toggle('denied')}
        >
          {text.deny}
        </Button>
      </Actions>
    </Card>
  );
}

function statusText(item: ReviewItem): string {
  if (item.status === 'orphan') return text.gone;
  const { picture } = item;
  const variant = text.variant[picture.variant];
  if (picture.status === 'new') return text.isNew(variant);
  return text.changed(picture.diffPixels, picture.sizeChanged, variant);
}

function Figure({ caption, src }: { caption: string; src: string }) {
  return (
    <FigureFrame>
      <figcaption>{caption}</figcaption>
      <a href={src}>
        <img src={src} alt={caption} loading="lazy" />
      </a>
    </FigureFrame>
  );
}

/** The reference under the actual, the actual cut off where the slider stands. */
function Slider({ before, after, name }: { before: string; after: string; name: string }) {
  const [position, setPosition] = useState(50);
  return (
    <SliderFrame>
      <img src={before} alt={text.reference} />
      <img src={after} alt={text.actual} style={{ clipPath: `inset(0 0 0 ${position}%)` }} />
      <label>
        {text.sliderHelp}
        <input
          type="range"
          min={0}
          max={100}
          value={position}
          aria-label={text.sliderOf(name)}
          onChange={(event) => setPosition(Number(event.target.value))}
        />
      </label>
    </SliderFrame>
  );
}

const Page = styled.main`
  max-width: 1600px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h1,
  h2 {
    margin: 0;
  }
`;

const Decided = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  &[data-decision='accepted'] {
    border-color: ${({ theme }) => theme.color.success};
  }
  &[data-decision='denied'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const CardHeader = styled.div`
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.body};
    overflow-wrap: anywhere;
  }
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Pictures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const FigureFrame = styled.figure`
  margin: 0;
  img {
    display: block;
    max-width: 100%;
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const SliderFrame = styled.div`
  display: grid;
  img {
    grid-area: 1 / 1;
    max-width: 100%;
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Outcome = styled.section`
  position: sticky;
  bottom: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Command = styled.code`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
`;
