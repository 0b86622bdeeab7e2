import { useCallback, useState } from 'react';

/** What a screen says to a screen reader after an action, through its one polite live region. */
export function useAnnouncer(): [text: string, say: (text: string) => void] {
  const [said, setSaid] = useState({ text: '', count: 0 });
  const say = useCallback((text: string) => setSaid((before) => ({ text, count: before.count + 1 })), []);
  // The same words twice (a second note) are a change of the region's text
  // only if something differs: every other time a no-break space follows.
  return [said.count % 2 === 0 ? `${said.text}\u00a0` : said.text, say];
}

/** The live region itself: empty until something is said. */
export function Announcement({ text }: { text: string }) {
  return (
    <p role="status" aria-live="polite">
      {text}
    </p>
  );
}
