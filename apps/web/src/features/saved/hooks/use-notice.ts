// The notice a saved-feature page shows after a change (components/saved-notice.tsx): set it, clear it.
import { useCallback, useRef, useState } from 'react';
import type { Notice } from '../components/saved-notice.tsx';

export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const count = useRef(0);
  const notify = useCallback((tone: Notice['tone'], text: string) => {
    count.current += 1;
    setNotice({ tone, text, id: count.current });
  }, []);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, notify, dismiss };
}
