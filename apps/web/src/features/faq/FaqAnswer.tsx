import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';
import { highlightWords } from '../../shell/search/highlightWords';

/**
 * An answer's Markdown as sanitised HTML, the searched words marked in its text (never in its tags: the marks
 * are added to the sanitised tree's text nodes, so no searched text can become markup).
 */
export function answerHtml(markdown: string, words: readonly string[]): string {
  const html = DOMPurify.sanitize(marked.parse(markdown, { async: false, gfm: true }));
  if (!words.length) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const node of texts) {
    const runs = highlightWords(node.data, words);
    if (runs.length === 1 && !runs[0]?.match) continue;
    const fragment = document.createDocumentFragment();
    for (const run of runs) {
      if (!run.match) fragment.append(run.text);
      else {
        const mark = document.createElement('mark');
        mark.textContent = run.text;
        fragment.append(mark);
      }
    }
    node.replaceWith(fragment);
  }
  return template.innerHTML;
}

export function FaqAnswer({ markdown, words }: { markdown: string; words: readonly string[] }) {
  const html = useMemo(() => answerHtml(markdown, words), [markdown, words]);
  return (
    <Box
      data-testid="faq-answer"
      sx={{ '& p': { mt: 0, mb: 1 }, '& p:last-child': { mb: 0 }, '& a': { color: 'primary.main' } }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
