import { Button, ErrorState, Inline, Muted } from '@hygiene/ui';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';

import { floorPlan as p } from '../../../../messages/floorPlan';
import { prepareDrawing, type DrawingRefusal } from '../../floorPlanDrawing';

type Preparing =
  { status: 'idle' } | { status: 'preparing' } | { status: 'refused'; reason: DrawingRefusal };

/** What the file picker offers: pictures, and PDFs, which are refused with what to do instead. */
const ACCEPT = 'image/png,image/jpeg,image/webp,application/pdf';

/**
 * Choosing the building's own drawing for the plan (edit mode): 'Add drawing' (or 'Replace
 * drawing') opens the file picker; the picture is made small here (`prepareDrawing`) and handed
 * to `onDrawing`; what cannot be used is said, with what to do instead. 'Remove drawing' takes it
 * out of the plan. Nothing is saved until the plan is.
 */
export function DrawingControls({
  hasDrawing,
  onDrawing,
  onRemove,
}: {
  hasDrawing: boolean;
  onDrawing: (drawing: { src: string; width: number; height: number }) => void;
  onRemove: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<Preparing>({ status: 'idle' });
  const preparing = state.status === 'preparing';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setState({ status: 'preparing' });
    const prepared = await prepareDrawing(file);
    if (prepared.status === 'ready') {
      setState({ status: 'idle' });
      onDrawing(prepared);
    } else {
      setState({ status: 'refused', reason: prepared.reason });
    }
  };

  return (
    <Controls>
      <Inline>
        <Button
          onClick={() => input.current?.click()}
          disabled={preparing}
          aria-busy={preparing || undefined}
        >
          {hasDrawing ? p.drawing.replace : p.drawing.add}
        </Button>
        {hasDrawing && (
          <Button onClick={onRemove} disabled={preparing}>
            {p.drawing.remove}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="drawing-file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // The same file chosen again after a refusal is a new choice.
            event.currentTarget.value = '';
            void choose(file);
          }}
        />
      </Inline>
      <Muted as="p">{p.drawing.hint}</Muted>
      {preparing && (
        <Muted as="p" role="status">
          {p.drawing.preparing}
        </Muted>
      )}
      {state.status === 'refused' && <ErrorState message={p.drawing.refused[state.reason]} />}
    </Controls>
  );
}

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  p {
    margin: 0;
  }
`;
