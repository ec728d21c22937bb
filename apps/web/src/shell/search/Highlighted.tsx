import type { TextRun } from './highlightWords';

/** Runs of a search's text, the matched words in <mark> (plain text: never read as HTML). */
export function Highlighted({ parts }: { parts: readonly TextRun[] }) {
  return parts.map((part, index) =>
    part.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs have no identity but their order
      <mark key={index}>{part.text}</mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <span key={index}>{part.text}</span>
    ),
  );
}
