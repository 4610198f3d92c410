import { CKEditor } from '@ckeditor/ckeditor5-react';
import {
  Autoformat,
  BlockQuote,
  Bold,
  ClassicEditor,
  Essentials,
  Heading,
  Indent,
  Italic,
  Link,
  List,
  Paragraph,
  Strikethrough,
  Table,
  TableToolbar,
  Underline,
  type EditorConfig,
} from 'ckeditor5';
import coreTranslations from 'ckeditor5/translations/es.js';
import 'ckeditor5/ckeditor5.css';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
}

const config: EditorConfig = {
  // GPL-licensed use of the open-source build (without a key the editor does not mount)
  licenseKey: 'GPL',
  language: 'es',
  translations: [coreTranslations],
  plugins: [Essentials, Autoformat, Paragraph, Heading, Bold, Italic, Underline, Strikethrough, Link, List, Indent, BlockQuote, Table, TableToolbar],
  toolbar: ['heading', '|', 'bold', 'italic', 'underline', 'strikethrough', 'link', '|', 'bulletedList', 'numberedList', 'outdent', 'indent', '|', 'blockQuote', 'insertTable', '|', 'undo', 'redo'],
  table: { contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells'] },
  link: { addTargetToExternalLinks: true, defaultProtocol: 'https://' },
};

/** CKEditor 5 in Spanish, 400 px high (spec §9). Loaded only by /Noticias/Crear. */
export default function RichTextEditor({ id, value, onChange, onBlur }: RichTextEditorProps) {
  return (
    <div className="rich-text" id={id}>
      <CKEditor
        editor={ClassicEditor}
        config={{ ...config, initialData: value }}
        onChange={(_, editor) => onChange(editor.getData())}
        onBlur={onBlur}
      />
    </div>
  );
}
