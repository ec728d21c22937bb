import br from 'country-flag-icons-svg/BR.svg?url&no-inline';
import sa from 'country-flag-icons-svg/SA.svg?url&no-inline';
import tr from 'country-flag-icons-svg/TR.svg?url&no-inline';
import us from 'country-flag-icons-svg/US.svg?url&no-inline';
import type { languages } from './languages';

type FlagCode = (typeof languages)[number]['flag'];

// SVG images, not emoji: regional-indicator flags show as two letters in boxes on many desktops.
// Files, not inlined data: the script of every signed-in page stays without them (build/flagImages.ts).
const flagImages: Record<FlagCode, string> = { br, us, tr, sa };

/** A language's flag, decorative: the language's name is always written beside it. */
export function LanguageFlag({ flag }: { flag: FlagCode }) {
  return (
    <img
      src={flagImages[flag]}
      alt=""
      width={24}
      height={16}
      style={{ display: 'block', flexShrink: 0, borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)' }}
    />
  );
}
