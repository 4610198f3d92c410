import { useRef } from 'react';
import { PlainButton } from './plain-button';
import { FORM_TEXTS } from './texts';
import { visuallyHidden } from '../feedback/visually-hidden';

export interface FileButtonProps {
  /** The file input's id: its field's `<label for>` names it (and tests find it by that label). */
  id: string;
  /** What the field is called, read after the button's word by a screen reader. */
  label: string;
  accept: string;
  busy?: boolean;
  danger?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onFile: (file: File) => void;
}

/**
 * One file chosen with a Spanish button (the browser's own would speak the browser's language) over a hidden file
 * input; the same file may be chosen again. FileField is the react-final-form field of files to upload.
 */
export function FileButton({ id, label, accept, busy = false, danger = false, onFile, ...aria }: FileButtonProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={picker}
        id={id}
        type="file"
        accept={accept}
        tabIndex={-1}
        style={{ display: 'none' }}
        {...aria}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <PlainButton id={`${id}-button`} danger={danger} busy={busy} {...aria} onClick={() => picker.current?.click()}>
        {FORM_TEXTS.chooseFile}
        <span style={visuallyHidden}>{`: ${label}`}</span>
      </PlainButton>
    </>
  );
}
