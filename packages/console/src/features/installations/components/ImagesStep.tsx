import { Button, Inline, MIN_TARGET_SIZE_PX } from '@hygiene/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';

import { useObjectUrl } from '../../../lib/useObjectUrl';
import * as messages from '../../../messages';
import { useUploadInstallationImage } from '../api/uploadInstallationImage';
import { isImageFile, shrinkImage, uploadFileName } from '../shrinkImage';
import type { ImagesChoice } from '../wizardState';
import { StatusLine, StepStack } from './stepStyles';

const text = messages.installations;

/** The picture's way to the platform: nothing chosen, chosen, shrinking, sending, or failed. */
export type UploadState =
  | { status: 'idle' }
  | { status: 'selected'; file: File }
  | { status: 'preparing'; file: File }
  | { status: 'uploading'; file: File; percent: number | null }
  | { status: 'error'; file: File | null; reason: 'notImage' | 'failed' };

export interface ImagesStepProps {
  installationId: string;
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
 * be skipped.
 */
export function ImagesStep({
  installationId,
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

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    setState(
      isImageFile(chosen)
        ? { status: 'selected', file: chosen }
        : { status: 'error', file: null, reason: 'notImage' },
    );
  };

  const clear = () => {
    setState({ status: 'idle' });
    if (input.current) input.current.value = '';
  };

  const save = async (chosen: File) => {
    setState({ status: 'preparing', file: chosen });
    const shrunk = await shrinkImage(chosen);
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
      clear();
      onSaved();
    } else {
      setState({ status: 'error', file: chosen, reason: 'failed' });
    }
  };

  const busy = state.status === 'preparing' || state.status === 'uploading';

  return (
    <StepStack>
      <StatusLine role="status" data-tone="success">
        {images.kind === 'added' ? text.saved(images.count) : ''}
        {images.kind === 'skipped' ? text.skipped : ''}
      </StatusLine>
      <FieldLabel htmlFor={inputId}>{text.picture}</FieldLabel>
      <FileInput
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        aria-describedby={`${inputId}-hint`}
        disabled={busy}
        onChange={choose}
      />
      <Hint id={`${inputId}-hint`}>{text.pictureHint}</Hint>
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
          {state.reason === 'notImage' ? ` ${text.notImage}` : ''}
        </StatusLine>
      ) : null}
      <Inline>
        {file && !busy ? (
          <>
            <Button variant="primary" onClick={() => void save(file)}>
              {text.savePicture}
            </Button>
            <Button onClick={clear}>{text.otherPicture}</Button>
          </>
        ) : null}
        {images.kind === 'pending' && !busy ? <Button onClick={onSkip}>{text.skip}</Button> : null}
      </Inline>
    </StepStack>
  );
}

const FieldLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const FileInput = styled.input`
  min-height: ${MIN_TARGET_SIZE_PX}px;
  max-width: 100%;
  color: ${({ theme }) => theme.color.text};

  &::file-selector-button {
    min-height: ${MIN_TARGET_SIZE_PX}px;
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
