import type { InstallationImage } from '@hygiene/api-client';
import { Banner, Button, ConfirmDialog } from '@hygiene/ui';
import { useState } from 'react';
import { styled } from 'styled-components';

import { Offered } from '../../../components/Offered';
import { apiErrorOf } from '../../../data/apiQuery';
import { useWrite } from '../../../data/writeOperation';
import { removeInstallationImage } from '../../../generated/operations/removeInstallationImage';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import * as messages from '../../../messages';

const text = messages.deviceDetail;

/**
 * Where a picture may come from: the platform's own addresses (http, https) or an image it
 * inlines (`data:image/...`). Anything else in the data (a `javascript:` address) is not shown.
 */
const isPictureUrl = (url: string) => /^(https?:|data:image\/)/i.test(url.trim());

/** What deleting a picture came to, for the line under the pictures. */
type Outcome =
  { status: 'idle' } | { status: 'deleted' } | { status: 'gone' } | { status: 'failed' };

/**
 * The pictures the installer took of the mounted dispenser (issue 46: saved, never seen), each
 * with 'Delete' where the role may remove it and the platform gave it an id: a wrong picture
 * (another dispenser, a blurred one) stayed for good.
 */
export function InstallationPictures({
  installationId,
  images,
}: {
  installationId: string;
  images: readonly InstallationImage[];
}) {
  const shown = images.filter((image) => isPictureUrl(image.url));
  const remove = useWrite(removeInstallationImage);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const removeOnce = useSubmitOnce(async (imageId: string) => {
    try {
      await remove.mutateAsync({ id: installationId, imageId });
      setOutcome({ status: 'deleted' });
    } catch (error) {
      // Gone already (another phone, another tab): said as such, and the list is refreshed.
      setOutcome({ status: apiErrorOf(error)?.status === 'notFound' ? 'gone' : 'failed' });
    } finally {
      setConfirming(null);
    }
  });

  if (shown.length === 0 && outcome.status === 'idle') return null;
  return (
    <>
      {shown.length > 0 ? (
        <Pictures aria-label={text.installationPictures(shown.length)}>
          {shown.map((image, index) => (
            <PictureItem key={image.id ?? `${index}-${image.url.slice(0, 64)}`}>
              <Picture
                src={image.url}
                alt={text.installationPicture(index + 1, shown.length)}
                width={PICTURE_SIZE_PX}
                height={PICTURE_SIZE_PX}
              />
              {image.id ? (
                <Offered operation="removeInstallationImage">
                  <Button
                    variant="secondary"
                    aria-label={text.deletePictureName(index + 1, shown.length)}
                    onClick={() => {
                      setOutcome({ status: 'idle' });
                      setConfirming(image.id ?? null);
                    }}
                  >
                    {text.deletePicture}
                  </Button>
                </Offered>
              ) : null}
            </PictureItem>
          ))}
        </Pictures>
      ) : null}
      <Said outcome={outcome} onHide={() => setOutcome({ status: 'idle' })} />
      <ConfirmDialog
        open={confirming !== null}
        title={text.deletePictureTitle}
        onConfirm={() => {
          if (confirming !== null) void removeOnce(confirming);
        }}
        onCancel={() => setConfirming(null)}
        busy={remove.isPending}
      >
        {text.deletePictureBody}
      </ConfirmDialog>
    </>
  );
}

function Said({ outcome, onHide }: { outcome: Outcome; onHide: () => void }) {
  switch (outcome.status) {
    case 'idle':
      return null;
    case 'deleted':
      return (
        <Banner tone="success" dismissible onHide={onHide}>
          {text.pictureDeleted}
        </Banner>
      );
    case 'gone':
      return (
        <Banner tone="info" dismissible onHide={onHide}>
          {text.pictureAlreadyGone}
        </Banner>
      );
    case 'failed':
      return (
        <Banner tone="error" dismissible onHide={onHide}>
          {text.deletePictureFailed}
        </Banner>
      );
    default:
      return outcome satisfies never;
  }
}

/** A thumbnail: big enough to tell the dispenser and the wall apart on a phone. */
const PICTURE_SIZE_PX = 96;

const Pictures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
`;

const PictureItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  width: ${PICTURE_SIZE_PX}px;
`;

const Picture = styled.img`
  display: block;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;
