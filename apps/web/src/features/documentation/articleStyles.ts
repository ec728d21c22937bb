import type { SxProps, Theme } from '@mui/material/styles';

// Code colours with AA contrast on their own background, light and dark.
const codeColours = {
  light: {
    bg: '#f6f8fa',
    text: '#1f2328',
    keyword: '#cf222e',
    string: '#0a3069',
    comment: '#59636e',
    number: '#0550ae',
    title: '#6639ba',
  },
  dark: {
    bg: '#161b22',
    text: '#e6edf3',
    keyword: '#ff7b72',
    string: '#a5d6ff',
    comment: '#8b949e',
    number: '#79c0ff',
    title: '#d2a8ff',
  },
};

/**
 * How the guide's Markdown reads. Logical properties (inline-start…) follow the article's own
 * direction, left to right, even inside the right-to-left console.
 */
export const articleStyles: SxProps<Theme> = (theme) => {
  const code = codeColours[theme.palette.mode];
  return {
    minWidth: 0,
    lineHeight: 1.7,
    '& h2': { ...theme.typography.h5, fontWeight: 700, mt: 4, mb: 1.5 },
    '& h3': { ...theme.typography.h6, fontWeight: 700, mt: 3, mb: 1 },
    '& h2, & h3': { scrollMarginTop: theme.spacing(2) },
    '& p, & ul, & ol, & table, & pre': { mt: 0, mb: 2 },
    '& ul, & ol': { paddingInlineStart: theme.spacing(3) },
    '& a': { color: 'primary.main', textUnderlineOffset: '2px' },
    '& :not(pre) > code': {
      bgcolor: code.bg,
      color: code.text,
      borderRadius: 0.5,
      px: 0.5,
      fontSize: '0.875em',
      overflowWrap: 'anywhere',
    },
    '& pre': {
      bgcolor: code.bg,
      color: code.text,
      borderRadius: 1,
      p: 2,
      overflowX: 'auto',
      fontSize: '0.85rem',
      lineHeight: 1.5,
    },
    '& .hljs-keyword, & .hljs-built_in, & .hljs-meta': { color: code.keyword },
    '& .hljs-string, & .hljs-attr, & .hljs-regexp': { color: code.string },
    '& .hljs-comment': { color: code.comment, fontStyle: 'italic' },
    '& .hljs-number, & .hljs-literal, & .hljs-variable, & .hljs-property': { color: code.number },
    '& .hljs-title, & .hljs-type, & .hljs-params': { color: code.title },
    // Wide tables scroll on their own instead of pushing the page sideways on a phone.
    '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', maxWidth: '100%' },
    '& th, & td': {
      border: 1,
      borderColor: 'divider',
      px: 1.5,
      py: 0.75,
      textAlign: 'start',
      verticalAlign: 'top',
    },
    '& th': { bgcolor: 'action.hover' },
  };
};
