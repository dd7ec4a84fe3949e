import { INSTALLATION_IMAGES_MAX } from '@hygiene/api-client';
import { Button, Inline, THUMB_TARGET_PX } from '@hygiene/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { styled } from 'styled-components';

import { useObjectUrl } from '../../../lib/useObjectUrl';
import * as messages from '../../../messages';
import { useUploadInstallationImage } from '../api/uploadInstallationImage';
import {
  checkBeforeSending,
  checkChosen,
  hasRoomForImage,
  refusalOf,
  refusalText,
  type ImageRefusal,
} from '../imageQuota';
import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from '../imageSignature';
import { shrinkImage, uploadFileName } from '../shrinkImage';
import type { ImagesChoice } from '../wizardState';
import { StatusLine, StepStack } from './stepStyles';

const text = messages.installations;

/**
 * The picture's way to the platform: nothing chosen, chosen, shrinking, sending, or refused
 * (here, before sending, or by the platform; `reason` says which limit).
 */
export type UploadState =
  | { status: 'idle' }
  | { status: 'selected'; file: File }
  | { status: 'preparing'; file: File }
  | { status: 'uploading'; file: File; percent: number | null }
  | { status: 'error'; file: File | null; reason: ImageRefusal };

export interface ImagesStepProps {
  installationId: string;
  /** Pictures the installation had at the platform when the device was read. */
  storedImages: number;
  images: ImagesChoice;
  onSaved: () => void;
  onSkip: () => void;
  /** Stories start in a given state (e.g. uploading at 40 %). */
  initialUpload?: UploadState;
}

/**
 * Step 6 'Take a picture of the device': the camera on a phone (`capture`), a preview, the
 * picture shrunk to 1600 px JPEG before it is sent as multipart `imageFile`, the bytes sent so
 * far, 'Unable to save image' on failure. Success clears the selection (spec §4). The step may
 * be skipped. The platform's quotas are checked before sending (a picture of at most
 * `IMAGE_MAX_BYTES`, at most `INSTALLATION_IMAGES_MAX` per installation): over either, nothing is
 * sent and the step says which limit; the platform's own 413 or 409 is said the same way. A file
 * whose bytes are no picture (a text file named `.jpg`) is not sent, whatever its name says.
 */
export function ImagesStep({
  installationId,
  storedImages,
  images,
  onSaved,
  onSkip,
  initialUpload = { status: 'idle' },
}: ImagesStepProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadInstallationImage();
  const [state, setState] = useState<UploadState>(initialUpload);
  const file = state.status === 'idle' ? null : state.file;
  const preview = useObjectUrl(file ?? undefined);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  // Pictures saved here since the device was read; a fresh read (a new `storedImages`)
  // already counts them, so the count starts again from it.
  const [savedHere, setSavedHere] = useState({ base: storedImages, count: 0 });
  const stored = storedImages + (savedHere.base === storedImages ? savedHere.count : 0);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const refusal = checkChosen(chosen, stored);
    setState(
      refusal
        ? { status: 'error', file: null, reason: refusal }
        : { status: 'selected', file: chosen },
    );
  };

  const clear = () => {
    setState({ status: 'idle' });
    if (input.current) input.current.value = '';
  };

  const save = async (chosen: File) => {
    setState({ status: 'preparing', file: chosen });
    // The type a browser reports comes from the name: the bytes say whether it is a picture.
    const head = new Uint8Array(await chosen.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
    if (imageTypeOf(head) === null) {
      setState({ status: 'error', file: chosen, reason: { status: 'notImage' } });
      return;
    }
    const shrunk = await shrinkImage(chosen);
    // The limits are checked on what would be sent: nothing over them leaves the browser.
    const refusal = checkBeforeSending(shrunk, stored);
    if (refusal) {
      setState({ status: 'error', file: chosen, reason: refusal });
      return;
    }
    setState({ status: 'uploading', file: chosen, percent: null });
    abort.current = new AbortController();
    const result = await upload(
      installationId,
      shrunk,
      uploadFileName(chosen.name, shrunk),
      ({ loaded, total }) =>
        setState({
          status: 'uploading',
          file: chosen,
          percent: total > 0 ? Math.round((loaded / total) * 100) : null,
        }),
      abort.current.signal,
    );
    if (result.ok) {
      setSavedHere({ base: storedImages, count: stored - storedImages + 1 });
      clear();
      onSaved();
    } else {
      setState({ status: 'error', file: chosen, reason: refusalOf(result.error) });
    }
  };

  const busy = state.status === 'preparing' || state.status === 'uploading';
  const full = !hasRoomForImage(stored);
  const refusal = state.status === 'error' ? refusalText(state.reason) : null;

  return (
    <StepStack>
      <StatusLine role="status" data-tone="success">
        {images.status === 'added' ? text.saved(images.count) : ''}
        {images.status === 'skipped' ? text.skipped : ''}
      </StatusLine>
      <FieldLabel htmlFor={inputId}>{text.picture}</FieldLabel>
      <FileInput
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        aria-describedby={`${inputId}-hint`}
        disabled={busy || (full && state.status === 'idle')}
        onChange={choose}
      />
      <Hint id={`${inputId}-hint`}>
        {full ? text.tooManyImages(INSTALLATION_IMAGES_MAX) : text.pictureHint}
      </Hint>
      {preview ? <Preview src={preview} alt={text.preview} /> : null}
      {state.status === 'preparing' ? (
        <StatusLine role="status">{text.preparing}</StatusLine>
      ) : null}
      {state.status === 'uploading' ? (
        <>
          <StatusLine role="status">{text.uploading(state.percent ?? 0)}</StatusLine>
          <Progress
            aria-label={text.progress}
            max={100}
            {...(state.percent === null ? {} : { value: state.percent })}
          />
        </>
      ) : null}
      {state.status === 'error' ? (
        <StatusLine role="alert" data-tone="danger">
          {text.imageFailed}
          {refusal ? ` ${refusal}` : ''}
        </StatusLine>
      ) : null}
      <Inline>
        {file && !busy ? (
          <>
            {/* Over a limit, the same picture would be refused again: only another one helps. */}
            {state.status !== 'error' || state.reason.status === 'failed' ? (
              <Button variant="primary" onClick={() => void save(file)}>
                {text.savePicture}
              </Button>
            ) : null}
            <Button onClick={clear}>{text.otherPicture}</Button>
          </>
        ) : null}
        {images.status === 'pending' && !busy ? (
          <Button onClick={onSkip}>{text.skip}</Button>
        ) : null}
      </Inline>
    </StepStack>
  );
}

const FieldLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

// The step's main control, tapped with a thumb in front of the dispenser (issue 46: it was 24 px,
// the bare minimum of WCAG 2.5.8).
const FileInput = styled.input`
  min-height: ${THUMB_TARGET_PX}px;
  max-width: 100%;
  color: ${({ theme }) => theme.color.text};

  &::file-selector-button {
    min-height: ${THUMB_TARGET_PX}px;
    margin-right: ${({ theme }) => theme.space(3)};
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 160px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Progress = styled.progress`
  width: 100%;
  height: 12px;
  accent-color: ${({ theme }) => theme.color.primary};
`;
