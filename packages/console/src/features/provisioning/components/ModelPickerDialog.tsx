import type { DeviceModel } from '@hygiene/api-client';
import { Button, Dialog, PagedPicker, PickerRow } from '@hygiene/ui';

import { messages } from '../../../messages';
import { useFetchDeviceModelPage } from '../api/getDeviceModels';

const text = messages.provisioning;

export interface ModelPickerDialogProps {
  open: boolean;
  /** The model chosen so far, marked in the list. */
  selected: DeviceModel | null;
  onSelect: (model: DeviceModel) => void;
  onClose: () => void;
}

/** 'Select Model' (spec §2): the models, 9 a page, search disabled. Choosing one closes it. */
export function ModelPickerDialog({ open, selected, onSelect, onClose }: ModelPickerDialogProps) {
  const fetchPage = useFetchDeviceModelPage();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={text.selectModelTitle}
      actions={<Button onClick={onClose}>{text.cancel}</Button>}
    >
      <PagedPicker<DeviceModel>
        items={text.models}
        fetchPage={fetchPage}
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
    </Dialog>
  );
}
