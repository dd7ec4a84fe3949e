import type { DeviceModel } from '@hygiene/api-client';
import { Button, PagedPicker, PickerRow } from '@hygiene/ui';
import { useId, useLayoutEffect, useRef } from 'react';
import { styled } from 'styled-components';

import * as messages from '../../../messages';
import { useDeviceModelsSource } from '../api/getDeviceModels';

const text = messages.provisioning;

export interface ModelPickerDialogProps {
  /** The model chosen so far, marked in the list. */
  selected: DeviceModel | null;
  onSelect: (model: DeviceModel) => void;
  /** Called on Escape and on 'Cancel'; the caller unmounts the dialog. */
  onClose: () => void;
}

/**
 * 'Select Model' (spec §2): the models, 9 a page, search disabled. Choosing one closes it. Mounted
 * only while open, in a chunk of its own that loads on the first 'Select a model'.
 *
 * A native modal `<dialog>` rather than the UI kit's `Dialog`: the browser gives the same modal
 * behaviour (focus moves in and stays, the page behind is inert, Escape closes, focus returns to
 * the opener) without sharing the kit's dialog module with the device page, which would put it in
 * the app chunk or a chunk of its own and push the heaviest first screens over 150 kB
 * (`./dev bench:host-size`, measured +0.2 to +0.3 kB).
 */
export function ModelPickerDialog({ selected, onSelect, onClose }: ModelPickerDialogProps) {
  const source = useDeviceModelsSource();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  // Layout effect: `close()` must run before React removes the element, so the browser hands
  // focus back to the button that opened it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <Modal
      ref={dialog}
      aria-labelledby={titleId}
      // Escape (the browser's cancel, and the key itself for scripted key presses): the caller
      // closes by unmounting.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
    >
      <Title id={titleId}>{text.selectModelTitle}</Title>
      <PagedPicker<DeviceModel>
        items={text.models}
        source={source}
        getKey={(model) => model.id}
        renderItem={(model) => (
          <PickerRow title={model.name} details={[model.serialNumberPrefix]} />
        )}
        onSelect={onSelect}
        selected={selected}
        searchable={false}
        // Without a search there is nothing to narrow down: the person opened the list to choose.
        autoSelect={false}
      />
      <Actions>
        <Button onClick={onClose}>{text.cancel}</Button>
      </Actions>
    </Modal>
  );
}

const Modal = styled.dialog`
  box-sizing: border-box;
  width: min(480px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space(6)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-family: ${({ theme }) => theme.font.family};

  &[open] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(4)};
  }

  &::backdrop {
    background: ${({ theme }) => theme.color.overlay};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
