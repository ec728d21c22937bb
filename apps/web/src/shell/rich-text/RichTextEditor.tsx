import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { richTextNamespace } from './locales';

export interface RichTextEditorProps {
  /** The HTML the editor starts with; later changes come from the editor only. */
  initialValue: string;
  onChange(html: string): void;
  onBlur?(): void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  testId?: string;
}

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'blockquote';

const tools: { mark: Mark; label: 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'quote'; icon: ReactNode; run(editor: Editor): void }[] = [
  { mark: 'bold', label: 'bold', icon: <FormatBold />, run: (e) => e.chain().focus().toggleBold().run() },
  { mark: 'italic', label: 'italic', icon: <FormatItalic />, run: (e) => e.chain().focus().toggleItalic().run() },
  { mark: 'underline', label: 'underline', icon: <FormatUnderlined />, run: (e) => e.chain().focus().toggleUnderline().run() },
  { mark: 'bulletList', label: 'bulletList', icon: <FormatListBulleted />, run: (e) => e.chain().focus().toggleBulletList().run() },
  { mark: 'orderedList', label: 'orderedList', icon: <FormatListNumbered />, run: (e) => e.chain().focus().toggleOrderedList().run() },
  { mark: 'blockquote', label: 'quote', icon: <FormatQuote />, run: (e) => e.chain().focus().toggleBlockquote().run() },
]; // biome-ignore format: a table of tools

/**
 * Rich text (a mail's body, an article): Tiptap (ProseMirror) with a few formats on its toolbar. Its own
 * chunk, loaded when a form with rich text opens. ProseMirror keeps only what its schema knows, so pasted or
 * quoted HTML cannot bring scripts or handlers in (and the server sanitises again).
 */
export default function RichTextEditor({
  initialValue,
  onChange,
  onBlur,
  labelId,
  describedBy,
  invalid,
  testId = 'rich-text',
}: RichTextEditorProps) {
  const { t } = useTranslation(richTextNamespace);
  const editor = useEditor({
    // The whole kit although the toolbar offers a few formats: a quoted or forwarded mail keeps its
    // headings, links and code as they were.
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: initialValue,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        // What the user writes takes its own direction: Latin text reads left to right in an Arabic page.
        dir: 'auto',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'data-testid': testId,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(tools.map((tool) => [tool.mark, current.isActive(tool.mark)])) as Record<Mark, boolean>,
  });

  // Attributes given at creation stay; the error state changes after it. The view may not be mounted
  // yet (EditorContent mounts it when it can), so the state is also set once it is.
  useEffect(() => {
    const apply = () => editor.view.dom.setAttribute('aria-invalid', invalid ? 'true' : 'false');
    if (editor.isInitialized) apply();
    editor.on('create', apply);
    return () => {
      editor.off('create', apply);
    };
  }, [editor, invalid]);

  return (
    <Box
      sx={(theme) => ({
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': {
          borderColor: invalid ? 'error.main' : 'primary.main',
          outline: `1px solid ${theme.palette.primary.main}`,
        },
        '& .ProseMirror': { minHeight: { xs: 160, sm: 220 }, px: 1.5, py: 1, outline: 'none' },
        '& .ProseMirror p': { my: 0.5 },
        // Each paragraph by its own first letters, so a mail mixing scripts keeps each line readable.
        '& .ProseMirror :is(p, li, blockquote)': { unicodeBidi: 'plaintext' },
        '& .ProseMirror blockquote': {
          borderInlineStart: 3,
          borderColor: 'divider',
          ps: 1.5,
          mx: 0,
          color: 'text.secondary',
        },
      })}
    >
      <Box
        role="toolbar"
        aria-label={t('formatting')}
        sx={{ display: 'flex', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', p: 0.5 }}
      >
        {tools.map((tool) => (
          <Tooltip key={tool.mark} title={t(tool.label)}>
            <IconButton
              size="small"
              color={active?.[tool.mark] ? 'primary' : 'default'}
              aria-label={t(tool.label)}
              aria-pressed={active?.[tool.mark] ?? false}
              onClick={() => tool.run(editor)}
            >
              {tool.icon}
            </IconButton>
          </Tooltip>
        ))}
      </Box>
      <EditorContent editor={editor} />
    </Box>
  );
}
