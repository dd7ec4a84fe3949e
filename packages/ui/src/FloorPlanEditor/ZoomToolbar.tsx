import { styled } from 'styled-components';

import { Button } from '../Button';
import { useFloorPlanMapMessages } from './floorPlanMapMessages';
import type { MapViewport } from './useMapViewport';

/** The map's zoom buttons: in, out, and back to the whole plan. */
export function ZoomToolbar({ viewport }: { viewport: MapViewport }) {
  const text = useFloorPlanMapMessages();
  const { zoom, zoomIn, zoomOut, zoomToFit } = viewport;
  return (
    <Toolbar role="toolbar" aria-label={text.toolbar}>
      <Button onClick={zoomIn}>{text.zoomIn}</Button>
      <Button onClick={zoomOut} disabled={zoom <= 1}>
        {text.zoomOut}
      </Button>
      <Button onClick={zoomToFit} disabled={zoom === 1}>
        {text.zoomToFit}
      </Button>
    </Toolbar>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
