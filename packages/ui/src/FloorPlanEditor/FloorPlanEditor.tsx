import { useId, useState } from 'react';
import { useFloorPlanMapMessages } from './floorPlanMapMessages';
import { styled } from 'styled-components';

import { Button } from '../Button';
import { FLOOR_PLAN_EDITOR_ROWS } from '../constants';
import { controlStyles } from '../Field';
import { parseFloorPlanInput } from './floorPlan';
import { FloorPlanPreview } from './FloorPlanPreview';

export interface FloorPlanEditorProps {
  /** The floor's or room's name, for the title 'Floor-plan for {name}'. */
  name: string;
  /**
   * The stored plan's map, if there is one; it fills the editor. Anything but an array is ignored.
   * Read once when the editor mounts: give the editor a `key` to load a different stored plan.
   */
  initialMap?: unknown;
  /** Called with the parsed array when the person saves. */
  onSave: (map: unknown[]) => void;
  /** While the save runs, Save is disabled. */
  saving?: boolean;
  /** Disables the editor and Save (e.g. while the stored plan loads). */
  disabled?: boolean;
  /**
   * Leaves out the 'Floor-plan for {name}' heading, for a page whose own title already says it;
   * the editor is then named by its field's label.
   */
  hideTitle?: boolean;
  /**
   * Draws the plan beside the editor (default). Leave it out where the page draws the plan
   * already (`FloorPlanMap`): a second drawing of hundreds of devices only costs time.
   */
  showPreview?: boolean;
}

/**
 * One entry a line: a plan of hundreds of entries stays a few hundred lines (readable, and cheap
 * for the browser to lay out) rather than thousands.
 */
const toText = (map: unknown) =>
  Array.isArray(map)
    ? map.length === 0
      ? '[]'
      : `[\n${map.map((entry) => `  ${JSON.stringify(entry)}`).join(',\n')}\n]`
    : '';

/**
 * The floor-plan page's editor (spec §2, §5): paste a JSON array into a 13-row editor; text that
 * does not parse as an array shows 'Input needs to be a valid json array.'; Save is disabled while
 * the text is invalid or empty. Beside it, a drawing of the plan (see `FloorPlanShape` for the
 * format) shows what will be saved.
 */
export function FloorPlanEditor({
  name,
  initialMap,
  onSave,
  saving = false,
  disabled = false,
  hideTitle = false,
  showPreview = true,
}: FloorPlanEditorProps) {
  const editorTexts = useFloorPlanMapMessages();
  const [text, setText] = useState(() => toText(initialMap));
  const input = parseFloorPlanInput(text);
  const editorId = useId();
  const errorId = `${editorId}-error`;
  const titleId = `${editorId}-title`;

  return (
    <Section aria-labelledby={hideTitle ? `${editorId}-label` : titleId}>
      {!hideTitle && <Title id={titleId}>{editorTexts.editor.title(name)}</Title>}
      <Columns>
        <Editor>
          <label id={`${editorId}-label`} htmlFor={editorId}>
            {editorTexts.editor.editorLabel}
          </label>
          <TextArea
            id={editorId}
            rows={FLOOR_PLAN_EDITOR_ROWS}
            spellCheck={false}
            value={text}
            disabled={disabled}
            aria-invalid={input.status === 'invalid' ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => setText(event.target.value)}
          />
          <ErrorText id={errorId} role="alert">
            {input.status === 'invalid' ? editorTexts.editor.invalid : ''}
          </ErrorText>
          <div>
            <Button
              variant="primary"
              disabled={disabled || saving || input.status !== 'valid'}
              aria-busy={saving || undefined}
              onClick={() => {
                if (input.status === 'valid') onSave(input.map);
              }}
            >
              {editorTexts.editor.save}
            </Button>
          </div>
        </Editor>
        {showPreview && (
          <Preview>
            <PreviewTitle>{editorTexts.editor.previewTitle}</PreviewTitle>
            <FloorPlanPreview map={input.status === 'valid' ? input.map : []} />
          </Preview>
        )}
      </Columns>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.text};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
  /* As browsers draw headings; an app's reset of headings does not reach the kit. */
  font-weight: bold;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;

const Editor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;

  label {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

const TextArea = styled.textarea`
  ${controlStyles}
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.font.size.small};
  line-height: 1.5;
  resize: vertical;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Preview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const PreviewTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.small};
  /* As browsers draw headings; an app's reset of headings does not reach the kit. */
  font-weight: bold;
`;
