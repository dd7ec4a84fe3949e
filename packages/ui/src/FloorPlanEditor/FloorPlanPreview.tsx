import { useFloorPlanMapMessages } from './floorPlanMapMessages';
import { styled } from 'styled-components';

import { floorPlanBounds, readFloorPlanShapes } from './floorPlan';
import { FloorPlanShapes } from './FloorPlanShapes';

export interface FloorPlanPreviewProps {
  /** A floor plan's map: any JSON array. Entries the format does not describe are left out. */
  map: readonly unknown[];
}

/**
 * A drawing of a floor plan: rooms as labelled rectangles, walls as lines, free labels, and
 * dispensers as labelled dots. Labels
 * are SVG text nodes, never markup. Says how many entries it could not draw.
 */
export function FloorPlanPreview({ map }: FloorPlanPreviewProps) {
  const editorTexts = useFloorPlanMapMessages();
  const { shapes, ignored } = readFloorPlanShapes(map);
  const box = floorPlanBounds(shapes);
  const rooms = shapes.filter((s) => s.type === 'room').length;
  const dispensers = shapes.filter((s) => s.type === 'dispenser').length;
  // Text and dots scale with the drawing, so a plan in metres and one in centimetres look alike.
  const unit = box === undefined ? 1 : Math.max(box.width, box.height) / 40;

  return (
    <Frame>
      {box === undefined ? (
        <Placeholder>{editorTexts.editor.previewEmpty}</Placeholder>
      ) : (
        <Drawing
          role="img"
          aria-label={editorTexts.editor.previewLabel(rooms, dispensers)}
          viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
          preserveAspectRatio="xMidYMid meet"
        >
          <FloorPlanShapes shapes={shapes} unit={unit} />
        </Drawing>
      )}
      {ignored > 0 && <Note>{editorTexts.editor.ignored(ignored)}</Note>}
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Drawing = styled.svg`
  /* The frame within the width (it stood out by its border), with no gap under the drawing. */
  box-sizing: border-box;
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.background};

  rect {
    fill: ${({ theme }) => theme.color.surface};
    stroke: ${({ theme }) => theme.color.textMuted};
  }

  line {
    stroke: ${({ theme }) => theme.color.text};
  }

  circle {
    fill: ${({ theme }) => theme.color.primary};
  }

  text {
    fill: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
  }
`;

const Placeholder = styled.p`
  /* The drawing's box (border included), so the empty and the drawn preview are one size. */
  box-sizing: border-box;
  display: grid;
  place-items: center;
  margin: 0;
  aspect-ratio: 4 / 3;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
