import type { HighlightPart } from '@conecta/contracts/mail';

/** The server's search runs as text, the matched words in <mark> (plain text: never read as HTML). */
export function Highlighted({ parts }: { parts: HighlightPart[] }) {
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
