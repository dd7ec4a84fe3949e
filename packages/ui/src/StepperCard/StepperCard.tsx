import { useEffect, useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';

import { Button } from '../Button';
import { STEPPER_CARD_HEIGHT_PX, STEPPER_CARD_WIDTH_PX } from '../constants';
import { useUiMessages } from '../messages';
import { visuallyHidden } from '../shared/focusRing';

export interface StepperCardProps {
  /** The step's title slot (e.g. 'Select Room'). */
  title: ReactNode;
  /**
   * The step's name in words for the announcement 'Step 2 of 8: Select Room'. Needed when `title`
   * is not plain text; defaults to `title` when it is a string.
   */
  stepName?: string;
  /** Beside the title, e.g. 'Device is online'. */
  headerAside?: ReactNode;
  /** The current step, from 0. */
  step: number;
  /** How many steps there are (the install wizard has 8). */
  stepCount: number;
  /** The step's content. */
  children?: ReactNode;
  /** Called by Back. */
  onBack: () => void;
  /** Called by Next. */
  onNext: () => void;
  /** The caller's rule for Back (spec §4: disabled at step 0). */
  backDisabled?: boolean;
  /**
   * Focus the step's title when the card appears: for a card that replaces what had focus (the
   * install wizard after its re-install notice), so keyboard and screen-reader users land on it.
   */
  focusTitleOnMount?: boolean;
  /** The caller's rule for Next (spec §4: e.g. until a room is confirmed, and at the last step). */
  nextDisabled?: boolean;
  /**
   * Why Next is disabled, in words ('Choose a room to go on.'): shown above the buttons while it
   * is, and describing the button, so nobody is left tapping a grey Next. Not shown when Next is
   * enabled.
   */
  nextHint?: ReactNode;
}

/**
 * The install wizard's card (spec §2): 400 by 500, a title slot, a dot stepper between Back and
 * Next. The current step is announced through a polite live region when it changes, and when the
 * button that had focus becomes disabled, focus moves to the step's title instead of being lost.
 */
export function StepperCard({
  title,
  stepName,
  headerAside,
  step,
  stepCount,
  children,
  onBack,
  onNext,
  backDisabled = false,
  nextDisabled = false,
  nextHint,
  focusTitleOnMount = false,
}: StepperCardProps) {
  const messages = useUiMessages();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const hintId = useId();
  const hint = nextDisabled && nextHint ? nextHint : null;
  const name = stepName ?? (typeof title === 'string' ? title : undefined);
  const progress = messages.stepper.progress(step + 1, stepCount);

  useEffect(() => {
    if (focusTitleOnMount) titleRef.current?.focus();
    // On mount only: later steps keep focus where the person put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** What last had focus inside the card: the button a step change may have just disabled. */
  const lastFocused = useRef<EventTarget | null>(null);

  useEffect(() => {
    const focused = document.activeElement;
    // Chromium (150 on) blurs a focused button as it becomes disabled, leaving focus on the body
    // before this runs; older browsers leave it on the disabled button.
    const lost = focused === null || focused === document.body;
    if (isDisabledButton(focused) || (lost && isDisabledButton(lastFocused.current))) {
      titleRef.current?.focus();
    }
  }, [step, backDisabled, nextDisabled]);

  return (
    <Card
      onFocus={(event) => {
        lastFocused.current = event.target;
      }}
    >
      <Header>
        <Title ref={titleRef} id={titleId} tabIndex={-1}>
          {title}
        </Title>
        {headerAside}
      </Header>
      <Live role="status">{name === undefined ? progress : `${progress}: ${name}`}</Live>
      {/* Long steps scroll; a focusable region lets keyboard users scroll them too. */}
      <Content role="region" aria-labelledby={titleId} tabIndex={0}>
        {children}
      </Content>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <Footer>
        <Button onClick={onBack} disabled={backDisabled}>
          {messages.stepper.back}
        </Button>
        <Dots aria-hidden="true">
          {Array.from({ length: stepCount }, (_, i) => (
            <Dot key={i} data-state={i < step ? 'done' : i === step ? 'current' : 'todo'} />
          ))}
        </Dots>
        <Button
          variant="primary"
          onClick={onNext}
          disabled={nextDisabled}
          aria-describedby={hint ? hintId : undefined}
        >
          {messages.stepper.next}
        </Button>
      </Footer>
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: ${STEPPER_CARD_WIDTH_PX}px;
  max-width: 100%;
  height: ${STEPPER_CARD_HEIGHT_PX}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overflow: hidden;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
  /* As browsers draw headings; an app's reset of headings does not reach the kit. */
  font-weight: bold;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Live = styled.p`
  ${visuallyHidden}
`;

const Content = styled.div`
  flex: 1;
  overflow: auto;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }

  padding: ${({ theme }) => theme.space(4)};
`;

const Hint = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  text-align: end;

  & + div {
    border-top: none;
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Dots = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 6px;
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  box-sizing: border-box;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.color.textMuted};

  &[data-state='done'] {
    background: ${({ theme }) => theme.color.textMuted};
  }

  &[data-state='current'] {
    width: 12px;
    height: 12px;
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
  }
`;

function isDisabledButton(target: EventTarget | null): boolean {
  return target instanceof HTMLButtonElement && target.disabled;
}
